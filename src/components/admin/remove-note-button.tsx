'use client';

import { deskText as text } from '@/content/desk';
import type { WorkflowKind } from '@/config/requests';
import { ConfirmButton } from './confirm-button';
import { useDeskChange } from './desk-change';

/** "Supprimer ma note", in two steps: shown on the caller's own notes only (the server checks the author again). */
export function RemoveNoteButton({
  kind,
  id,
  noteId,
  label,
  confirm,
}: {
  kind: WorkflowKind;
  id: string;
  noteId: string;
  label: string;
  confirm: string;
}) {
  const { busy, send } = useDeskChange();
  return (
    <ConfirmButton
      label={label}
      confirmLabel={confirm}
      disabled={busy !== null}
      onConfirm={() =>
        send('remove-note', { action: 'remove-note', kind, id, noteId }, { title: text.noteRemovedTitle })
      }
    />
  );
}
