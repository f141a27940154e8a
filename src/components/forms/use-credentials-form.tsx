'use client';

import { useState, type FormEvent } from 'react';
import { authMessages } from '@/content/auth';
import { limits, PASSWORD_MIN } from '@/lib/schemas/limits';
import { Field, Input } from '@/components/ui/field';
import { notify } from './toaster';

export type CredentialField = 'email' | 'password' | 'confirmPassword';
type Values = Partial<Record<CredentialField, string>>;
type Errors = Partial<Record<CredentialField, string>>;
export type CredentialForm = 'signIn' | 'signUp' | 'resetRequest' | 'newPassword';

/** The state of a sign-in, sign-up or password form, and SPEC §5's check before sending. */
export function useCredentialsForm<T extends Values>(initial: T, form: CredentialForm, errorTitle: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: CredentialField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  /** On a refusal: the message inline and in a toast, and the focus on the field. */
  const check = async (element: HTMLFormElement) => {
    // The shared schemas (and their validator) load on the first submit, not with the page.
    const { checkAuthForm, newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } = await import('@/lib/schemas/auth');
    const schemas = { signIn: signInSchema, signUp: signUpSchema, resetRequest: resetRequestSchema, newPassword: newPasswordSchema };
    const result = checkAuthForm(schemas[form], values);
    if (!result.ok) {
      setErrors({ [result.field]: result.message });
      void notify({ title: errorTitle, description: result.message, variant: 'error' });
      element.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
    }
    return result;
  };
  /** The start of every submit: nothing while a request runs, the check, then busy. Gives the trimmed email, or null. */
  const begin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return null;
    const result = await check(event.currentTarget);
    if (!result.ok) return null;
    setBusy(true);
    return result.email;
  };
  return { values, setValues, errors, busy, setBusy, set, begin };
}

type FieldsProps = { idPrefix: string; form: { values: Values; errors: Errors; set: (name: CredentialField, value: string) => void } };

export function EmailField({ idPrefix, form, onChange }: FieldsProps & { onChange?: () => void }) {
  return (
    <Field id={`${idPrefix}-email`} label={authMessages.emailLabel} required error={form.errors.email}>
      {(aria) => (
        <Input
          {...aria}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          value={form.values.email ?? ''}
          onChange={(e) => {
            onChange?.();
            form.set('email', e.target.value);
          }}
        />
      )}
    </Field>
  );
}

/** A new password and its confirmation: sign-up and password reset. */
export function NewPasswordFields({ idPrefix, form, passwordLabel }: FieldsProps & { passwordLabel: string }) {
  return (
    <>
      <Field id={`${idPrefix}-password`} label={passwordLabel} required error={form.errors.password} hint={authMessages.passwordHint(PASSWORD_MIN)}>
        {(aria) => (
          <Input {...aria} name="password" type="password" autoComplete="new-password" value={form.values.password ?? ''} onChange={(e) => form.set('password', e.target.value)} />
        )}
      </Field>
      <Field id={`${idPrefix}-confirm`} label={authMessages.confirmLabel} required error={form.errors.confirmPassword}>
        {(aria) => (
          <Input
            {...aria}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={form.values.confirmPassword ?? ''}
            onChange={(e) => form.set('confirmPassword', e.target.value)}
          />
        )}
      </Field>
    </>
  );
}
