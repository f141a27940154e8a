'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { MailCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { passwordResetPages, passwordResetText as text, SIGN_IN_PATH } from '@/content/auth';
import { buttonVariants } from '@/components/ui/button-variants';
import { requestPasswordReset, resetPassword } from './auth-client';
import { notify } from './toaster';
import { EmailField, NewPasswordFields, useCredentialsForm } from './use-credentials-form';

const linkClass = 'w-fit text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

/** "Mot de passe oublié ?": sends the link, then says so in the same words whether the address has an account or not. */
export function ResetRequestForm() {
  const { formRef, ...form } = useCredentialsForm({ email: '' }, 'resetRequest', text.errorTitle);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const email = await form.begin(event);
    if (email === null) return;
    const result = await requestPasswordReset(email);
    form.setBusy(false);
    if (!result.ok) {
      void notify({ title: text.errorTitle, description: result.message, variant: 'error' });
      return;
    }
    setSent(true);
    void notify({ title: text.sentTitle, description: text.sent });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-label={passwordResetPages.request.heading}
    >
      <EmailField idPrefix="reset" form={form} onChange={() => setSent(false)} />
      {sent ? (
        <p
          role="status"
          className="flex gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
        >
          <Icon icon={MailCheck} className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{text.sent}</span>
        </p>
      ) : null}
      <button type="submit" className={buttonVariants()} disabled={form.busy} aria-disabled={form.busy}>
        {form.busy ? text.sending : text.send}
      </button>
      <Link href={SIGN_IN_PATH} className={linkClass}>
        {text.backToSignIn}
      </Link>
    </form>
  );
}

/** The page the mail's link opens: a new password, twice; then the sign-in page. */
export function NewPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const { formRef, ...form } = useCredentialsForm(
    { password: '', confirmPassword: '' },
    'newPassword',
    text.errorTitle,
  );
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if ((await form.begin(event)) === null) return;
    const result = await resetPassword(token, form.values.password);
    if (result.ok) {
      void notify({ title: text.doneTitle, description: text.done });
      router.replace(SIGN_IN_PATH);
      return;
    }
    form.setBusy(false);
    if (result.code === 'INVALID_TOKEN') setExpired(true);
    void notify({ title: text.errorTitle, description: result.message, variant: 'error' });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-label={passwordResetPages.choose.heading}
    >
      <NewPasswordFields idPrefix="reset" form={form} passwordLabel={text.passwordLabel} />
      {expired ? <InvalidLink /> : null}
      <button
        type="submit"
        className={buttonVariants()}
        disabled={form.busy || expired}
        aria-disabled={form.busy || expired}
      >
        {form.busy ? text.saving : text.save}
      </button>
    </form>
  );
}

/** A link that is expired, used or missing: what happened, and a way to get a new one. */
export function InvalidLink() {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950"
    >
      <p>
        <strong className="block">{text.invalidTitle}</strong>
        {text.invalid}
      </p>
      <Link
        href={passwordResetPages.request.path}
        className={`${buttonVariants({ variant: 'outline', size: 'sm' })} w-fit`}
      >
        {text.requestAgain}
      </Link>
    </div>
  );
}
