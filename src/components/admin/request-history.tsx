import { historyText as text, outcomeOf } from '@/content/desk';
import { requestStatusLabels } from '@/content/admin';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import type { HistoryEntry } from '@/server/admin/queries';
import type { WorkflowKind } from '@/config/requests';
import { RemoveNoteButton } from './remove-note-button';

/** The headline of one line of a request's history. */
function headline(line: HistoryEntry, removed: boolean): string {
  switch (line.type) {
    case 'status':
      return text.status(
        line.actor,
        line.fromStatus ? requestStatusLabels[line.fromStatus].label : '—',
        line.toStatus ? requestStatusLabels[line.toStatus].label : '—',
      );
    case 'assignment':
      return line.assignee ? text.assigned(line.actor, line.assignee) : text.unassigned(line.actor);
    case 'note':
      return removed ? `${text.note(line.actor)} ${text.noteRemovedMark}` : text.note(line.actor);
    case 'note-removed':
      return text.noteRemoved(line.actor);
    case 'reply':
      return text.reply(line.actor, line.subject ?? '');
    case 'contact':
      return text.contact(line.actor, line.contactChannel ?? 'call');
    case 'follow-up':
      return line.followUpOn
        ? text.followUp(line.actor, formatLongDate(line.followUpOn))
        : text.followUpCleared(line.actor);
    case 'outcome':
      return line.outcome
        ? text.outcome(line.actor, outcomeOf(line.outcome, line.outcomeAmount, line.outcomeReason))
        : text.outcomeCleared(line.actor);
    case 'csv-export':
      return text.csvExport(line.actor);
    case 'export':
      return text.export(line.actor);
    case 'erasure':
      return text.erasure(line.actor);
  }
}

/**
 * Everything that happened to a request, oldest first: who and when, and the text of notes and replies. On the
 * request's own page (`editable`), the caller's notes can be removed.
 */
export function RequestHistory({
  lines,
  me,
  editable,
}: {
  lines: HistoryEntry[];
  me?: { kind: WorkflowKind; id: string; email: string };
  editable: boolean;
}) {
  if (lines.length === 0) return <p className="mt-1 text-muted">{text.empty}</p>;
  const removedNotes = new Set(lines.filter((line) => line.type === 'note-removed').map((line) => line.noteId));
  return (
    <ol className="mt-2 flex flex-col gap-2">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-col gap-1">
          <p>
            <time dateTime={line.at.toISOString()}>{formatDateTime(line.at)}</time> ·{' '}
            {headline(line, removedNotes.has(line.id))}
          </p>
          {line.body ? (
            <p className="rounded-md border-l-4 border-brand-200 bg-white px-3 py-1.5 break-words whitespace-pre-line text-ink">
              {line.body}
            </p>
          ) : null}
          {editable && me && line.type === 'note' && line.body && line.actor === me.email ? (
            <div>
              <RemoveNoteButton
                kind={me.kind}
                id={me.id}
                noteId={line.id}
                label={text.removeNote}
                confirm={text.confirmRemoveNote}
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
