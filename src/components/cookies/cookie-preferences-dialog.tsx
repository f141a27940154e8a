'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { toast } from 'sonner';
import { cookieText, cookieTypes } from '@/content/cookies';
import { acceptAll, refuseAll, type Consent, type OptionalCategory } from '@/lib/consent';
import { readConsent, saveConsent } from '@/lib/consent-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The four cookie types, strictly necessary always on and the others off until the visitor turns them on. */
export default function CookiePreferencesDialog({ open, onOpenChange }: Props) {
  const [choice, setChoice] = useState<Consent>(() => readConsent() ?? refuseAll);

  const save = (consent: Consent) => {
    saveConsent(consent);
    setChoice(consent);
    onOpenChange(false);
    toast.success(cookieText.saved);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opening again shows what is stored, not what was ticked and then abandoned.
        if (next) setChoice(readConsent() ?? refuseAll);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle className="pr-10">{cookieText.dialogTitle}</DialogTitle>
        <DialogDescription className="mt-2">{cookieText.dialogDescription}</DialogDescription>
        <ul className="mt-5 flex flex-col gap-3">
          {cookieTypes.map((type) => {
            const inputId = `cookies-${type.id}`;
            const checked = type.id === 'necessary' ? true : choice[type.id as OptionalCategory];
            return (
              <li key={type.id} className="rounded-xl border border-line p-4">
                <div className="flex items-start justify-between gap-4">
                  <label htmlFor={inputId} className="font-semibold text-brand-950">
                    {type.name}
                  </label>
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    checked={checked}
                    disabled={type.required}
                    aria-describedby={`${inputId}-description`}
                    onChange={(event) => setChoice({ ...choice, [type.id]: event.target.checked })}
                  />
                </div>
                <p id={`${inputId}-description`} className="mt-1 text-sm text-muted">
                  {type.description}
                  <span className="mt-1 block text-xs">
                    {type.required ? `${cookieText.alwaysOn} · ` : ''}
                    {cookieText.duration}&nbsp;: {type.duration}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <button type="button" className={clsx(buttonVariants({ variant: 'outline' }))} onClick={() => save(refuseAll)}>
            {cookieText.refuseAll}
          </button>
          <button type="button" className={clsx(buttonVariants({ variant: 'outline' }))} onClick={() => save(acceptAll)}>
            {cookieText.acceptAll}
          </button>
          <button type="button" className={clsx(buttonVariants())} onClick={() => save(choice)}>
            {cookieText.save}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
