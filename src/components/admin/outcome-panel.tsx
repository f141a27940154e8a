'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Trophy } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select } from '@/components/ui/field';
import {
  deskMessages,
  deskText,
  lostReasonLabels,
  outcomeLabels,
  outcomeOf,
  outcomeText as text,
} from '@/content/desk';
import { groupedDigits, parseFcfa } from '@/config/money';
import type { LostReason, Outcome, OutcomeKind } from '@/config/requests';
import { useAdminWrite } from './use-admin-write';

/** What `/api/admin/requests` takes for an outcome (server/admin/desk.ts' setOutcome validates it again). */
type OutcomeChange = {
  action: 'outcome';
  kind: OutcomeKind;
  id: string;
  outcome: Outcome | null;
  amount: number | null;
  reason: LostReason | null;
};
type Current = { outcome: Outcome; amount: number | null; reason: LostReason | null } | null;
// From the labels, not the schema's list: the schema module is the server's.
const outcomes = Object.keys(outcomeLabels) as Outcome[];

/**
 * The outcome of a quote, a consultation or a demo: « Gagné » with an amount, « Perdu » with a reason, « Sans suite »;
 * saving it closes the request. The amount's and the reason's fields show with the outcome they belong to.
 */
export function OutcomePanel({ kind, id, current }: { kind: OutcomeKind; id: string; current: Current }) {
  const { busy, send } = useAdminWrite<OutcomeChange>('/api/admin/requests', deskText.errorTitle);
  const [chosen, setChosen] = useState<Outcome>(current?.outcome ?? 'gagne');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const amountField = useRef<HTMLInputElement>(null);
  const reasonField = useRef<HTMLSelectElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = String(form.get('amount') ?? '').trim();
    const amount = chosen === 'gagne' && typed ? parseFcfa(typed) : null;
    const reason = chosen === 'perdu' ? ((String(form.get('reason') ?? '') || null) as LostReason | null) : null;
    const badAmount = chosen === 'gagne' && typed !== '' && amount === null;
    setAmountError(badAmount ? deskMessages.amountFormat : undefined);
    setReasonError(chosen === 'perdu' && !reason ? deskMessages.lostReason : undefined);
    if (badAmount) return amountField.current?.focus();
    if (chosen === 'perdu' && !reason) return reasonField.current?.focus();
    void send('outcome', { action: 'outcome', kind, id, outcome: chosen, amount, reason }, (answer) => ({
      title: text.savedTitle,
      description:
        answer.status === 'traite'
          ? `${outcomeOf(chosen, amount, reason)}. ${text.closed}`
          : outcomeOf(chosen, amount, reason),
    }));
  };

  return (
    <section
      aria-labelledby="outcome-title"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-line sm:p-5"
    >
      <h2 id="outcome-title" className="flex items-center gap-2 text-xl font-bold text-brand-950">
        <Icon icon={Trophy} className="size-5 text-brand-700" />
        {text.heading}
      </h2>
      <p className="text-sm font-semibold text-ink" aria-live="polite">
        {current ? text.current(outcomeOf(current.outcome, current.amount, current.reason)) : text.none}
      </p>
      <p className="text-sm text-muted">{text.hint}</p>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3"
        key={current ? `${current.outcome}-${current.amount}-${current.reason}` : 'none'}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{text.choice}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {outcomes.map((outcome) => (
              <label key={outcome} className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink">
                <input
                  type="radio"
                  name="outcome"
                  value={outcome}
                  checked={chosen === outcome}
                  onChange={() => setChosen(outcome)}
                  className="size-5 accent-brand-700"
                />
                {outcomeLabels[outcome]}
              </label>
            ))}
          </div>
        </fieldset>
        {chosen === 'gagne' ? (
          <Field id="outcome-amount" label={text.amount} hint={text.amountHint} error={amountError}>
            {(aria) => (
              <Input
                {...aria}
                ref={amountField}
                name="amount"
                inputMode="numeric"
                autoComplete="off"
                maxLength={24}
                defaultValue={current?.amount ? groupedDigits(current.amount) : ''}
              />
            )}
          </Field>
        ) : null}
        {chosen === 'perdu' ? (
          <Field id="outcome-reason" label={text.reason} required error={reasonError}>
            {(aria) => (
              <Select {...aria} ref={reasonField} name="reason" defaultValue={current?.reason ?? ''}>
                <option value="">{text.pickReason}</option>
                {Object.entries(lostReasonLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={busy !== null}>
            {busy === 'outcome' ? deskText.working : text.save}
          </button>
          {current ? (
            <button
              type="button"
              className={buttonVariants({ variant: 'ghost' })}
              disabled={busy !== null}
              onClick={() =>
                void send(
                  'clear',
                  { action: 'outcome', kind, id, outcome: null, amount: null, reason: null },
                  { title: text.clearedTitle },
                )
              }
            >
              {text.clear}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
