'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { MailCheck } from 'lucide-react';
import { pages } from '@/content/pages';
import { passwordResetPages, passwordResetText as text } from '@/content/auth';
import { limits, PASSWORD_MIN } from '@/lib/schemas/limits';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { requestPasswordReset, resetPassword } from './auth-client';
import { notify } from './toaster';
import { useCredentialsForm } from './use-credentials-form';

const linkClass = 'w-fit text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** "Mot de passe oublié ?": sends the link, then says so in the same words whether the address has an account or not. */
export function ResetRequestForm() {
  const form = useCredentialsForm({ email: '' }, 'resetRequest', text.errorTitle);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const check = await form.check(event.currentTarget);
    if (!check.ok) return;
    form.setBusy(true);
    const result = await requestPasswordReset(check.email);
    form.setBusy(false);
    if (!result.ok) {
      void notify({ title: text.errorTitle, description: result.message, variant: 'error' });
      return;
    }
    setSent(true);
    void notify({ title: text.sentTitle, description: text.sent });
  };

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-4" aria-label={passwordResetPages.request.heading}>
      <Field id="reset-email" label={text.emailLabel} required error={form.errors.email}>
        {(aria) => (
          <Input
            {...aria}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            value={form.values.email}
            onChange={(e) => {
              setSent(false);
              form.set('email', e.target.value);
            }}
          />
        )}
      </Field>
      {sent ? (
        <p role="status" className="flex gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          <span>{text.sent}</span>
        </p>
      ) : null}
      <button type="submit" className={buttonVariants()} disabled={form.busy} aria-disabled={form.busy}>
        {form.busy ? text.sending : text.send}
      </button>
      <Link href={pages.auth.path} className={linkClass}>
        {text.backToSignIn}
      </Link>
    </form>
  );
}

/** The page the mail's link opens: a new password, twice; then the sign-in page. */
export function NewPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const form = useCredentialsForm({ password: '', confirmPassword: '' }, 'newPassword', text.errorTitle);
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    const check = await form.check(event.currentTarget);
    if (!check.ok) return;
    form.setBusy(true);
    const result = await resetPassword(token, form.values.password);
    if (result.ok) {
      void notify({ title: text.doneTitle, description: text.done });
      router.replace(pages.auth.path);
      return;
    }
    form.setBusy(false);
    if (result.code === 'INVALID_TOKEN') setExpired(true);
    void notify({ title: text.errorTitle, description: result.message, variant: 'error' });
  };

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-4" aria-label={passwordResetPages.choose.heading}>
      <Field id="reset-password" label={text.passwordLabel} required error={form.errors.password} hint={`Au moins ${PASSWORD_MIN} caractères.`}>
        {(aria) => (
          <Input {...aria} name="password" type="password" autoComplete="new-password" value={form.values.password} onChange={(e) => form.set('password', e.target.value)} />
        )}
      </Field>
      <Field id="reset-confirm" label={text.confirmLabel} required error={form.errors.confirmPassword}>
        {(aria) => (
          <Input
            {...aria}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword}
            onChange={(e) => form.set('confirmPassword', e.target.value)}
          />
        )}
      </Field>
      {expired ? <InvalidLink /> : null}
      <button type="submit" className={buttonVariants()} disabled={form.busy || expired} aria-disabled={form.busy || expired}>
        {form.busy ? text.saving : text.save}
      </button>
    </form>
  );
}

/** A link that is expired, used or missing: what happened, and a way to get a new one. */
export function InvalidLink() {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
      <p>
        <strong className="block">{text.invalidTitle}</strong>
        {text.invalid}
      </p>
      <Link href={passwordResetPages.request.path} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} w-fit`}>
        {text.requestAgain}
      </Link>
    </div>
  );
}
