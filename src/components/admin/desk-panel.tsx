'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarClock, MessageSquarePlus, PhoneOutgoing, Send, UserCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { contactChannelLabels, deskMessages, deskText as text } from '@/content/desk';
import { replyPickerText as picker } from '@/content/reply-templates';
import { addDays, formatLongDate, frenchDay, parseFrenchDay } from '@/lib/dates';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import type { ContactChannel, WorkflowKind } from '@/config/requests';
import { AssigneeSelect } from './assignee-select';
import { useAdminWrite } from './use-admin-write';
import { ConfirmButton } from './confirm-button';

/** What `/api/admin/requests` takes: one action on one request (server/admin/desk.ts validates it again). */
export type DeskChange = { kind: WorkflowKind; id: string } & (
  | { action: 'note'; text: string }
  | { action: 'remove-note'; noteId: string }
  | { action: 'assign'; assignee: string | null }
  | { action: 'reply'; subject: string; text: string }
  | { action: 'contact'; channel: ContactChannel; note: string | null }
  | { action: 'follow-up'; on: string | null }
);
type Action = DeskChange extends infer C ? (C extends { action: infer A } ? A : never) : never;

const useDeskChange = () => useAdminWrite<DeskChange>('/api/admin/requests', text.errorTitle);

export type DeskPanelProps = {
  kind: WorkflowKind;
  id: string;
  /** The caller's user id, for "Me l'attribuer". */
  me: string;
  staff: { id: string; label: string }[];
  assignedTo: string | null;
  followUpOn: string | null;
  /** Whether the follow-up is due (the request not yet handled). */
  overdue: boolean;
  /** Today and the last day a follow-up may be set, as ISO dates (the server checks them again). */
  today: string;
  lastFollowUp: string;
  /** The visitor's address, or null for a call-back; the reply's subject to start from. */
  email: string | null;
  replySubject: string;
  limits: { note: number; reply: number; subject: number };
  /** The reply templates of its kind, their placeholders filled from the request (server/admin/reply-templates.ts). */
  templates: { id: string; title: string; subject: string; body: string }[];
};

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:p-5">
      <h3 className="flex items-center gap-2 font-bold text-brand-950">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

const formText = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '').trim();

/**
 * The desk on a request's own page: who has it, when to call back, a note, and a reply by mail. Each block sends one
 * action; a toast says what became of it and the page, its history included, is read again.
 */
export function DeskPanel(props: DeskPanelProps) {
  const { kind, id, me, staff, assignedTo, followUpOn, overdue, today, lastFollowUp, email, replySubject, limits, templates } = props;
  const { busy, send } = useDeskChange();
  const [noteLength, setNoteLength] = useState(0);
  const [followUpError, setFollowUpError] = useState<string | undefined>();
  const followUpField = useRef<HTMLInputElement>(null);
  const subjectField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const filledText = useRef('');
  const act = (action: Action, change: DeskChange, done: Parameters<typeof send>[2]) => send(action, change, done);
  const assignee = staff.find((member) => member.id === assignedTo);

  const submitNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const note = formText(form, 'note');
    if (!note) return;
    if (await act('note', { action: 'note', kind, id, text: note }, { title: text.noteAddedTitle })) {
      form.reset();
      setNoteLength(0);
    }
  };
  const submitAssignment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = formText(event.currentTarget, 'assignee');
    void act('assign', { action: 'assign', kind, id, assignee: chosen || null }, { title: text.assignedTitle });
  };
  const submitFollowUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const on = parseFrenchDay(formText(event.currentTarget, 'followUpOn'));
    const error = !on ? deskMessages.followUpFormat : on < today || on > lastFollowUp ? deskMessages.followUpRange : undefined;
    setFollowUpError(error);
    if (!on || error) {
      followUpField.current?.focus();
      return;
    }
    void act('follow-up', { action: 'follow-up', kind, id, on }, { title: text.followUpTitle, description: text.followUpSet(formatLongDate(on)) });
  };
  // The reply's fields, from a template: the message's own text (not the last template's) is replaced only once confirmed.
  const ownText = () => {
    const written = messageField.current?.value.trim() ?? '';
    return written !== '' && written !== filledText.current.trim();
  };
  const fillReply = (template: { subject: string; body: string }) => {
    if (!subjectField.current || !messageField.current) return;
    subjectField.current.value = template.subject;
    messageField.current.value = template.body;
    filledText.current = template.body;
    messageField.current.focus();
    messageField.current.setSelectionRange(0, 0);
  };
  const submitReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const subject = formText(form, 'subject');
    const message = formText(form, 'message');
    if (!email || !subject || !message) return;
    const sent = await act('reply', { action: 'reply', kind, id, subject, text: message }, (answer) => ({
      title: text.sentTitle,
      description: answer.status === 'en_cours' ? text.sentAndMoved(email) : text.sent(email),
    }));
    if (sent) form.reset();
  };

  const submitContact = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const channel = formText(form, 'channel') as ContactChannel;
    const note = formText(form, 'contactNote');
    const logged = await act('contact', { action: 'contact', kind, id, channel, note: note || null }, (answer) => ({
      title: text.contactLoggedTitle,
      description: answer.status === 'en_cours' ? `${contactChannelLabels[channel]}. ${text.contactLoggedAndMoved}` : contactChannelLabels[channel],
    }));
    if (logged) form.reset();
  };

  return (
    <section aria-labelledby="desk-title" className="flex flex-col gap-4">
      <h2 id="desk-title" className="text-xl font-bold text-brand-950">
        {text.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Block icon={<Icon icon={UserCheck} className="size-5 text-brand-700" />} title={text.assignment}>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {assignedTo === me ? text.assignedToYou : assignee ? text.assignedTo(assignee.label) : text.unassigned}
          </p>
          <form onSubmit={submitAssignment} className="flex flex-col gap-3 sm:flex-row sm:items-end" key={assignedTo ?? ''}>
            <Field id="desk-assignee" label={text.assignTo} className="grow">
              {(aria) => <AssigneeSelect {...aria} staff={staff} name="assignee" defaultValue={assignedTo ?? ''} />}
            </Field>
            <button type="submit" className={buttonVariants({ variant: 'outline' })} disabled={busy !== null}>
              {text.assign}
            </button>
          </form>
          {assignedTo === me ? null : (
            <button
              type="button"
              className={buttonVariants({ variant: 'primary', className: 'w-fit' })}
              disabled={busy !== null}
              data-shortcut="assign-me"
              onClick={() => void act('assign', { action: 'assign', kind, id, assignee: me }, { title: text.assignedTitle, description: text.assignedToYou })}
            >
              {text.assignToMe}
            </button>
          )}
        </Block>

        <Block icon={<Icon icon={CalendarClock} className="size-5 text-brand-700" />} title={text.followUp}>
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {followUpOn ? (overdue ? text.followUpOverdue : text.followUpSet)(formatLongDate(followUpOn)) : text.noFollowUp}
          </p>
          <form onSubmit={submitFollowUp} className="flex flex-col gap-3 sm:flex-row sm:items-end" key={followUpOn ?? ''}>
            <Field id="desk-follow-up" label={text.followUpOn} className="grow" required hint={text.followUpHint} error={followUpError}>
              {(aria) => (
                <Input
                  {...aria}
                  ref={followUpField}
                  name="followUpOn"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  defaultValue={followUpOn ? frenchDay(followUpOn) : ''}
                  onChange={() => setFollowUpError(undefined)}
                  required
                />
              )}
            </Field>
            <button type="submit" className={buttonVariants({ variant: 'outline' })} disabled={busy !== null}>
              {text.setFollowUp}
            </button>
          </form>
          <div role="group" aria-label={text.followUpPicksLabel} className="flex flex-wrap gap-2">
            {text.followUpPicks.map((pick) => (
              <button
                key={pick.days}
                type="button"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                onClick={() => {
                  if (!followUpField.current) return;
                  followUpField.current.value = frenchDay(addDays(today, pick.days));
                  setFollowUpError(undefined);
                  followUpField.current.focus();
                }}
              >
                {pick.label}
              </button>
            ))}
          </div>
          {followUpOn ? (
            <button
              type="button"
              className={buttonVariants({ variant: 'ghost', className: 'w-fit' })}
              disabled={busy !== null}
              onClick={() => void act('follow-up', { action: 'follow-up', kind, id, on: null }, { title: text.followUpTitle, description: text.clearFollowUp })}
            >
              {text.clearFollowUp}
            </button>
          ) : null}
        </Block>

        <Block icon={<Icon icon={PhoneOutgoing} className="size-5 text-brand-700" />} title={text.contactHeading}>
          <form onSubmit={submitContact} className="flex flex-col gap-3">
            <p className="text-sm text-muted">{text.contactHint}</p>
            <Field id="desk-contact-channel" label={text.contactChannel}>
              {(aria) => (
                <Select {...aria} name="channel" defaultValue="call">
                  {Object.entries(contactChannelLabels).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="desk-contact-note" label={text.contactNote}>
              {(aria) => <Textarea {...aria} name="contactNote" rows={2} maxLength={limits.note} />}
            </Field>
            <button type="submit" className={buttonVariants({ variant: 'outline', className: 'w-fit' })} disabled={busy !== null}>
              {busy === 'contact' ? text.working : text.logContact}
            </button>
          </form>
        </Block>

        <Block icon={<Icon icon={MessageSquarePlus} className="size-5 text-brand-700" />} title={text.noteHeading}>
          <form onSubmit={submitNote} className="flex flex-col gap-3">
            <Field id="desk-note" label={text.noteLabel} required hint={text.characters(noteLength, limits.note)}>
              {(aria) => <Textarea {...aria} name="note" rows={3} maxLength={limits.note} required onChange={(event) => setNoteLength(event.target.value.length)} />}
            </Field>
            <button type="submit" className={buttonVariants({ variant: 'outline', className: 'w-fit' })} disabled={busy !== null}>
              {busy === 'note' ? text.working : text.addNote}
            </button>
          </form>
        </Block>

        <Block icon={<Icon icon={Send} className="size-5 text-brand-700" />} title={text.replyHeading}>
          {email ? (
            <form onSubmit={submitReply} className="flex flex-col gap-3">
              <p className="text-sm">
                <span className="font-medium text-muted">{text.replyTo}</span> <span className="font-semibold break-all text-ink">{email}</span>
              </p>
              {templates.length ? <TemplatePicker templates={templates} ownText={ownText} fill={fillReply} /> : null}
              <Field id="desk-subject" label={text.replySubject} required>
                {(aria) => <Input {...aria} ref={subjectField} name="subject" defaultValue={replySubject} maxLength={limits.subject} required />}
              </Field>
              <Field id="desk-message" label={text.replyText} required hint={text.replyHint}>
                {(aria) => <Textarea {...aria} ref={messageField} name="message" rows={6} maxLength={limits.reply} required />}
              </Field>
              <button type="submit" className={buttonVariants({ variant: 'primary', className: 'w-fit' })} disabled={busy !== null}>
                {busy === 'reply' ? text.sending : text.send}
              </button>
            </form>
          ) : (
            <p className="text-sm text-muted">{text.noEmailReply}</p>
          )}
        </Block>
      </div>
    </section>
  );
}

/**
 * « Modèle »: a template's subject and text put in the reply's fields, for staff to edit before sending. Applied with
 * its button, not as the choice changes (arrowing through the list would rewrite the reply at each step); a message
 * already written, other than the last template's text, is replaced only at a second press.
 */
function TemplatePicker({ templates, ownText, fill }: { templates: DeskPanelProps['templates']; ownText: () => boolean; fill: (template: DeskPanelProps['templates'][number]) => void }) {
  const chosen = useRef<HTMLSelectElement>(null);
  const [replacing, setReplacing] = useState(false);
  const apply = () => {
    const template = templates.find((item) => item.id === chosen.current?.value);
    if (!template) return chosen.current?.focus();
    if (ownText() && !replacing) return setReplacing(true);
    setReplacing(false);
    fill(template);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Field id="desk-template" label={picker.label} hint={picker.hint}>
        {(aria) => (
          <div className="flex flex-wrap gap-2">
            <Select {...aria} ref={chosen} defaultValue="" className="w-auto min-w-0 grow basis-60" onChange={() => setReplacing(false)}>
              <option value="">{picker.none}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </Select>
            <button type="button" className={buttonVariants({ variant: replacing ? 'primary' : 'outline', className: 'w-fit shrink-0' })} onClick={apply}>
              {replacing ? picker.replace : picker.use}
            </button>
          </div>
        )}
      </Field>
      <p aria-live="polite" className="text-sm font-semibold text-amber-900">
        {replacing ? picker.replaceWarning : null}
      </p>
    </div>
  );
}

/** "Supprimer ma note", in two steps: shown on the caller's own notes only (the server checks the author again). */
export function RemoveNoteButton({ kind, id, noteId, label, confirm }: { kind: WorkflowKind; id: string; noteId: string; label: string; confirm: string }) {
  const { busy, send } = useDeskChange();
  return (
    <ConfirmButton
      label={label}
      confirmLabel={confirm}
      disabled={busy !== null}
      onConfirm={() => send('remove-note', { action: 'remove-note', kind, id, noteId }, { title: text.noteRemovedTitle })}
    />
  );
}
