'use client';

import { useRef, useState, type FormEvent } from 'react';
import { CalendarClock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { deskMessages, deskText as text } from '@/content/desk';
import { addDays, formatLongDate, frenchDay, parseFrenchDay } from '@/lib/dates';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { DeskBlock } from './desk-block';
import { formText, type DeskBlockProps } from './desk-change';
import type { DeskPanelProps } from './desk-panel';

/** When to call back: a day typed or picked, or none. */
export function DeskFollowUp({
  kind,
  id,
  busy,
  act,
  followUpOn,
  overdue,
  today,
  lastFollowUp,
}: DeskBlockProps & Pick<DeskPanelProps, 'followUpOn' | 'overdue' | 'today' | 'lastFollowUp'>) {
  const [followUpError, setFollowUpError] = useState<string | undefined>();
  const followUpField = useRef<HTMLInputElement>(null);
  const submitFollowUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const on = parseFrenchDay(formText(event.currentTarget, 'followUpOn'));
    const error = !on
      ? deskMessages.followUpFormat
      : on < today || on > lastFollowUp
        ? deskMessages.followUpRange
        : undefined;
    setFollowUpError(error);
    if (!on || error) {
      followUpField.current?.focus();
      return;
    }
    void act(
      'follow-up',
      { action: 'follow-up', kind, id, on },
      { title: text.followUpTitle, description: text.followUpSet(formatLongDate(on)) },
    );
  };
  return (
    <DeskBlock icon={<Icon icon={CalendarClock} className="size-5 text-brand-700" />} title={text.followUp}>
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {followUpOn ? (overdue ? text.followUpOverdue : text.followUpSet)(formatLongDate(followUpOn)) : text.noFollowUp}
      </p>
      <form onSubmit={submitFollowUp} className="flex flex-col gap-3 sm:flex-row sm:items-end" key={followUpOn ?? ''}>
        <Field
          id="desk-follow-up"
          label={text.followUpOn}
          className="grow"
          required
          hint={text.followUpHint}
          error={followUpError}
        >
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
          onClick={() =>
            void act(
              'follow-up',
              { action: 'follow-up', kind, id, on: null },
              { title: text.followUpTitle, description: text.clearFollowUp },
            )
          }
        >
          {text.clearFollowUp}
        </button>
      ) : null}
    </DeskBlock>
  );
}
