'use client';

import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { CONSENT_ROUTE } from '@/config/cookies';
import { acceptAll, optionalCategories, refuseAll, type Consent } from '@/lib/consent';
import { readConsent, saveConsent } from '@/lib/consent-store';
import { notify } from '@/components/forms/toaster';
import { BANNER_ATTRIBUTE } from '@/lib/banner-script';

type Props = {
  className?: string;
  children: ReactNode;
  /** The toast once saved (the preferences panel's). */ saved?: string;
};

/**
 * A form of cookie choices. Before (and without) JavaScript it posts to CONSENT_ROUTE, which sets the consent cookie
 * and sends the visitor back to the page. Once the page's script runs, the choice is stored here without leaving the
 * page: the banner goes, the panel around the form closes, and opening the panel again shows what is stored.
 */
export function ConsentForm({ className, children, saved }: Props) {
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const panel = form.current?.closest<HTMLElement>('[popover]');
    if (!panel) return;
    // Opening again shows what is stored, not what was ticked and then abandoned.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return;
      const stored = readConsent() ?? refuseAll;
      for (const category of optionalCategories) {
        const input = form.current?.elements.namedItem(category);
        if (input instanceof HTMLInputElement) input.checked = stored[category];
      }
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const choice = submitter instanceof HTMLButtonElement ? submitter.value : '';
    const ticked = (category: string) =>
      (event.currentTarget.elements.namedItem(category) as HTMLInputElement | null)?.checked === true;
    const consent: Consent | null =
      choice === 'accept'
        ? acceptAll
        : choice === 'refuse'
          ? refuseAll
          : choice === 'custom'
            ? (Object.fromEntries(optionalCategories.map((category) => [category, ticked(category)])) as Consent)
            : null;
    if (!consent) return;
    saveConsent(consent);
    document.documentElement.removeAttribute(BANNER_ATTRIBUTE);
    const panel = event.currentTarget.closest<HTMLElement>('[popover]');
    if (panel && 'popover' in HTMLElement.prototype && panel.matches(':popover-open')) panel.hidePopover();
    if (saved) void notify({ title: saved });
  };

  return (
    <form ref={form} method="post" action={CONSENT_ROUTE} className={className} onSubmit={onSubmit}>
      {children}
    </form>
  );
}
