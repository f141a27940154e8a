'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { STAFF_PASSWORD_MIN } from '@/config/security';
import { teamText as text } from '@/content/admin';
import { authMessages, SIGN_IN_PATH } from '@/content/auth';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { notify } from './toaster';

type Errors = { password?: string; confirmPassword?: string };

/** The invitation's page: the new staff password, twice; then the sign-in page, where the enrolment follows. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const password = String(data.get('password') ?? '');
    const confirmPassword = String(data.get('confirmPassword') ?? '');
    const found: Errors = !password
      ? { password: authMessages.required }
      : !confirmPassword
        ? { confirmPassword: authMessages.required }
        : password !== confirmPassword
          ? { confirmPassword: authMessages.mismatch }
          : password.length < STAFF_PASSWORD_MIN
            ? { password: authMessages.staffPasswordWeak }
            : {};
    setErrors(found);
    const [field, message] = Object.entries(found)[0] ?? [];
    if (field) {
      void notify({ title: text.errorTitle, description: message, variant: 'error' });
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
      return;
    }
    setBusy(true);
    const response = await fetch('/api/team/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { ok: boolean; email?: string; message?: string } | null;
    if (body?.ok) {
      void notify({ title: text.acceptedTitle, description: text.accepted });
      router.replace(`${SIGN_IN_PATH}?retour=/admin`);
      return;
    }
    setBusy(false);
    const failure = body?.message ?? authMessages.unavailable;
    setErrors({ password: failure });
    void notify({ title: text.errorTitle, description: failure, variant: 'error' });
  };

  return (
    <form
      onSubmit={submit}
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-label={text.acceptPage.heading}
    >
      <Field
        id="invitation-password"
        label={text.passwordLabel}
        required
        error={errors.password}
        hint={text.passwordHint(STAFF_PASSWORD_MIN)}
      >
        {(aria) => <Input {...aria} name="password" type="password" autoComplete="new-password" />}
      </Field>
      <Field id="invitation-confirm" label={authMessages.confirmLabel} required error={errors.confirmPassword}>
        {(aria) => <Input {...aria} name="confirmPassword" type="password" autoComplete="new-password" />}
      </Field>
      <button type="submit" className={buttonVariants()} disabled={busy} aria-disabled={busy}>
        {busy ? text.accepting : text.accept}
      </button>
    </form>
  );
}
