'use client';

import { useState, type FormEvent } from 'react';
import { MessageSquarePlus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { deskText as text } from '@/content/desk';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Textarea } from '@/components/ui/field';
import { DeskBlock } from './desk-block';
import { formText, type DeskBlockProps } from './desk-change';
import type { DeskPanelProps } from './desk-panel';

/** An internal note, for the staff only, its length counted as it is typed. */
export function DeskNote({ kind, id, busy, act, limits }: DeskBlockProps & Pick<DeskPanelProps, 'limits'>) {
  const [noteLength, setNoteLength] = useState(0);
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
  return (
    <DeskBlock icon={<Icon icon={MessageSquarePlus} className="size-5 text-brand-700" />} title={text.noteHeading}>
      <form onSubmit={submitNote} className="flex flex-col gap-3">
        <Field id="desk-note" label={text.noteLabel} required hint={text.characters(noteLength, limits.note)}>
          {(aria) => (
            <Textarea
              {...aria}
              name="note"
              rows={3}
              maxLength={limits.note}
              required
              onChange={(event) => setNoteLength(event.target.value.length)}
            />
          )}
        </Field>
        <button
          type="submit"
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          disabled={busy !== null}
        >
          {busy === 'note' ? text.working : text.addNote}
        </button>
      </form>
    </DeskBlock>
  );
}
