'use client';

import type { FormEvent } from 'react';
import { UserCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { deskText as text } from '@/content/desk';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field } from '@/components/ui/field';
import { AssigneeSelect } from './assignee-select';
import { DeskBlock } from './desk-block';
import { formText, type DeskBlockProps } from './desk-change';
import type { DeskPanelProps } from './desk-panel';

/** Who has the request: anyone of the staff, or the caller at one press (« Me l'attribuer »). */
export function DeskAssignment({
  kind,
  id,
  busy,
  act,
  me,
  staff,
  assignedTo,
}: DeskBlockProps & Pick<DeskPanelProps, 'me' | 'staff' | 'assignedTo'>) {
  const assignee = staff.find((member) => member.id === assignedTo);
  const submitAssignment = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = formText(event.currentTarget, 'assignee');
    void act('assign', { action: 'assign', kind, id, assignee: chosen || null }, { title: text.assignedTitle });
  };
  return (
    <DeskBlock icon={<Icon icon={UserCheck} className="size-5 text-brand-700" />} title={text.assignment}>
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
          onClick={() =>
            void act(
              'assign',
              { action: 'assign', kind, id, assignee: me },
              { title: text.assignedTitle, description: text.assignedToYou },
            )
          }
        >
          {text.assignToMe}
        </button>
      )}
    </DeskBlock>
  );
}
