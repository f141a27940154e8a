'use client';

import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePathname } from 'next/navigation';
import { formText } from '@/content/forms';
import { newsletterFormText as text } from '@/content/forms/newsletter';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx } from 'clsx';
import { typedBeforeScripts } from './typed-before-scripts';

/** What the subscription form's server action answers (the form without JavaScript). */
export type NewsletterState = { status: 'idle' | 'success' | 'error'; error?: string; email?: string };
/** The subscription form's server action (app/(site)/newsletter/actions.ts), which the page passes down. */
export type NewsletterAction = (state: NewsletterState, formData: FormData) => Promise<NewsletterState>;

type Props = {
  action: NewsletterAction;
  /** Names the form in the request's source. */
  placement: string;
  /** Accessible name of the form; two forms on a page need two names. */
  label?: string;
  tone?: 'dark' | 'light';
};

export function NewsletterForm({ action, placement, label = text.label, tone = 'dark' }: Props) {
  const id = useId();
  const pathname = usePathname();
  // Without JavaScript the form posts to a server action; its answer (an error with the address typed, or done) opens the form.
  const [state, formAction] = useActionState<NewsletterState, FormData>(action, { status: 'idle' });
  const [email, setEmail] = useState(state.email ?? '');
  const [error, setError] = useState(state.error);
  const [done, setDone] = useState(state.status === 'success');
  const [busy, setBusy] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // An address typed before the scripts came is on screen but not in `email`, which the send reads.
    const early = typedBeforeScripts(formRef.current, { email }).email;
    if (early !== undefined) setEmail(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the address the server rendered
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const { submitNewsletter } = await import('./submit-newsletter');
      const result = await submitNewsletter(email, honeypotRef.current?.value ?? '', `${pathname} · ${placement}`);
      setError(result.error);
      setDone(result.ok);
      if (result.ok) setEmail('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={submit}
      noValidate
      aria-label={label}
      className="relative flex flex-col gap-2"
    >
      <input type="hidden" name="source" value={`${pathname} · ${placement}`} />
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {formText.honeypot}
          <input ref={honeypotRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {text.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={text.placeholder}
          value={email}
          onChange={(event) => {
            // The first keystroke loads what sending needs, and what keeping it for a lost network needs: nothing
            // loads once the network is gone.
            if (!email)
              void Promise.all([
                import('./submit-newsletter'),
                import('./offline-queue').then((queue) => queue.prepareOffline()),
              ]).catch(() => undefined);
            setEmail(event.target.value);
            setError(undefined);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-statut`}
          className={clsx(
            'h-11 w-full min-w-0 rounded-lg border bg-white px-4 text-sm text-ink placeholder:text-slate-500 sm:flex-1',
            tone === 'dark' ? 'border-brand-700' : 'border-slate-300',
          )}
        />
        <button type="submit" className={buttonVariants({ variant: 'accent' })} disabled={busy} aria-disabled={busy}>
          {busy ? text.sending : text.submit}
        </button>
      </div>
      <p
        id={`${id}-statut`}
        role="status"
        className={clsx(
          'min-h-5 text-sm',
          tone === 'dark' ? 'text-brand-100' : 'text-muted',
          error && (tone === 'dark' ? 'text-red-200' : 'text-red-700'),
        )}
      >
        {error ?? (done ? text.sent : '')}
      </p>
    </form>
  );
}
