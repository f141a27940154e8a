'use client';

import { useId, useState } from 'react';
import { savingsEstimatorText as text } from '@/content/sections';
import { Field, Input, Select } from '@/components/ui/field';

type Props = { sectors: readonly { label: string; min: number; max: number }[]; note: string };

const fcfa = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF', maximumFractionDigits: 0 });
const percent = (value: number) => `${value}\u00a0%`;

/** The energy audit page's estimator: the page's own savings ranges applied to a yearly bill. An estimate, said so. */
export function SavingsEstimator({ sectors, note }: Props) {
  const [bill, setBill] = useState('');
  const [sectorIndex, setSectorIndex] = useState('0');
  const resultId = useId();
  const sector = sectors[Number(sectorIndex)] ?? sectors[0]!;
  const amount = Number(bill.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  const valid = Number.isFinite(amount) && amount > 0;

  return (
    <div className="grid gap-6 rounded-2xl border border-line bg-white p-6 shadow-sm md:grid-cols-2 sm:p-8">
      <form className="flex flex-col gap-4" onSubmit={(event) => event.preventDefault()} aria-describedby={resultId}>
        <Field id="estimation-facture" label={text.billLabel}>
          {(aria) => (
            <Input
              {...aria}
              name="facture"
              inputMode="numeric"
              autoComplete="off"
              placeholder={text.billPlaceholder}
              value={bill}
              onChange={(event) => setBill(event.target.value)}
            />
          )}
        </Field>
        <Field id="estimation-secteur" label={text.sectorLabel}>
          {(aria) => (
            <Select
              {...aria}
              name="secteur"
              value={sectorIndex}
              onChange={(event) => setSectorIndex(event.target.value)}
            >
              {sectors.map((item, index) => (
                <option key={item.label} value={index}>
                  {text.sectorOption(item.label, percent(item.min), percent(item.max))}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      <div id={resultId} aria-live="polite" className="flex flex-col justify-center rounded-xl bg-surface p-6">
        <p className="text-sm font-semibold text-accent-700">{text.resultTitle}</p>
        {valid ? (
          <>
            <p className="mt-2 text-2xl font-extrabold text-brand-950">
              {text.amounts(fcfa.format((amount * sector.min) / 100), fcfa.format((amount * sector.max) / 100))}
            </p>
            <p className="mt-1 text-sm text-muted">{text.amountsDetail(percent(sector.min), percent(sector.max))}</p>
          </>
        ) : (
          <p className="mt-2 text-muted">{text.empty}</p>
        )}
        <p className="mt-4 text-xs text-muted">{note}</p>
      </div>
    </div>
  );
}
