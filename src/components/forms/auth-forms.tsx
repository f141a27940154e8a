'use client';

import { useState, type FormEvent } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { MailCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { authFormText as text, authMessages, passwordResetPages, passwordResetText } from '@/content/auth';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { resendConfirmation, signIn, signUp } from './auth-client';
import { announceAuthChange } from './auth-session';
import { notify } from './toaster';
import { EmailField, NewPasswordFields, useCredentialsForm } from './use-credentials-form';

/** A box that says the address must be confirmed, with a way to get the mail again. */
function ConfirmationNotice({ email, message }: { email: string; message: string }) {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    const result = await resendConfirmation(email);
    setBusy(false);
    if (result.ok) void notify({ title: authMessages.resentTitle, description: authMessages.resent });
    else void notify({ title: authMessages.signInErrorTitle, description: result.message, variant: 'error' });
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950"
    >
      <p className="flex gap-2">
        <Icon icon={MailCheck} className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{message}</span>
      </p>
      <button
        type="button"
        className={`${buttonVariants({ variant: 'outline', size: 'sm' })} w-fit`}
        onClick={resend}
        disabled={busy}
        aria-disabled={busy}
      >
        {busy ? text.resending : authMessages.resend}
      </button>
    </div>
  );
}

/** The code step, loaded when a sign-in asks for it (staff accounts): visitors never download it. */
const SecondFactorForm = onDemand(async () => ({ default: (await import('./second-factor-form')).SecondFactorForm }));

function SignInForm({ next }: { next: string }) {
  const router = useRouter();
  const { formRef, ...form } = useCredentialsForm({ email: '', password: '' }, 'signIn', authMessages.signInErrorTitle);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState(false);

  const signedIn = () => {
    void notify({ title: authMessages.signInSuccessTitle, description: authMessages.signInSuccess });
    announceAuthChange();
    router.replace(next);
    router.refresh();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const email = await form.begin(event);
    if (email === null) return;
    setUnconfirmed(null);
    const result = await signIn(email, form.values.password);
    if (result.ok && (result.data as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      form.setBusy(false);
      setSecondFactor(true);
      return;
    }
    if (result.ok) return signedIn();
    form.setBusy(false);
    if (result.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(email);
    void notify({ title: authMessages.signInErrorTitle, description: result.message, variant: 'error' });
  };

  if (secondFactor) {
    return (
      <SecondFactorForm
        onDone={signedIn}
        onRestart={() => {
          form.setValues({ email: form.values.email, password: '' });
          setSecondFactor(false);
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-label={text.signInTab}
    >
      <EmailField idPrefix="signin" form={form} />
      <Field id="signin-password" label={authMessages.passwordLabel} required error={form.errors.password}>
        {(aria) => <Input {...aria} {...form.input('password')} type="password" autoComplete="current-password" />}
      </Field>
      <Link
        href={passwordResetPages.request.path}
        className="-mt-2 w-fit text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {passwordResetText.forgotLink}
      </Link>
      {unconfirmed ? <ConfirmationNotice email={unconfirmed} message={authMessages.notVerified} /> : null}
      <button type="submit" className={buttonVariants()} disabled={form.busy} aria-disabled={form.busy}>
        {form.busy ? text.signingIn : text.signIn}
      </button>
    </form>
  );
}

function SignUpForm() {
  const { formRef, ...form } = useCredentialsForm(
    { email: '', password: '', confirmPassword: '' },
    'signUp',
    authMessages.signUpErrorTitle,
  );
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const email = await form.begin(event);
    if (email === null) return;
    const result = await signUp(email, form.values.password);
    form.setBusy(false);
    if (result.ok) {
      form.setValues({ email: '', password: '', confirmPassword: '' });
      setSentTo(email);
      void notify({ title: authMessages.signUpSuccessTitle, description: authMessages.signUpSuccess });
      return;
    }
    const existing = result.code === 'USER_ALREADY_EXISTS';
    void notify({
      title: existing ? authMessages.existingTitle : authMessages.signUpErrorTitle,
      description: result.message,
      variant: 'error',
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      method="post"
      noValidate
      className="flex flex-col gap-4"
      aria-label={text.signUpTab}
    >
      <EmailField idPrefix="signup" form={form} />
      <NewPasswordFields idPrefix="signup" form={form} passwordLabel={authMessages.passwordLabel} />
      {sentTo ? <ConfirmationNotice email={sentTo} message={text.confirmationSent(sentTo)} /> : null}
      <button type="submit" className={buttonVariants()} disabled={form.busy} aria-disabled={form.busy}>
        {form.busy ? text.signingUp : text.signUp}
      </button>
    </form>
  );
}

/** The two tabs of /auth (SPEC §2). `next` is where a successful sign-in goes. */
export function AuthForms({ next }: { next: string }) {
  return (
    <Tabs
      label={text.tabsLabel}
      idPrefix="auth"
      defaultTab="connexion"
      tabs={[
        { id: 'connexion', label: text.signInTab, panel: <SignInForm next={next} /> },
        { id: 'inscription', label: text.signUpTab, panel: <SignUpForm /> },
      ]}
    />
  );
}
