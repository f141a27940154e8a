'use client';

import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { authMessages } from '@/content/auth';
import { limits, PASSWORD_MIN } from '@/lib/schemas/limits';
import { Field, Input } from '@/components/ui/field';
import { notify } from './toaster';
import { typedBeforeScripts } from './typed-before-scripts';

export type CredentialField = 'email' | 'password' | 'confirmPassword';
type Values = Partial<Record<CredentialField, string>>;
type Errors = Partial<Record<CredentialField, string>>;
export type CredentialForm = 'signIn' | 'signUp' | 'resetRequest' | 'newPassword';

/** The state of a sign-in, sign-up or password form, and SPEC §5's check before sending. */
export function useCredentialsForm<T extends Values>(initial: T, form: CredentialForm, errorTitle: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  /** The form's ref: what was typed in it before the scripts came is on screen, and taken into `values` here. */
  const formRef = useCallback((element: HTMLFormElement | null) => {
    if (element) setValues((current) => ({ ...current, ...typedBeforeScripts(element, current) }));
  }, []);
  const set = (name: CredentialField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  /** On a refusal: the message inline and in a toast, and the focus on the field. */
  const check = async (element: HTMLFormElement) => {
    // The shared schemas (and their validator) load on the first submit, not with the page.
    const { checkAuthForm, newPasswordSchema, resetRequestSchema, signInSchema, signUpSchema } =
      await import('@/lib/schemas/auth');
    const schemas = {
      signIn: signInSchema,
      signUp: signUpSchema,
      resetRequest: resetRequestSchema,
      newPassword: newPasswordSchema,
    };
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
  /** An Input's name, value and setter for a field, so every control is wired the same; `also` runs on each change. */
  const input = (name: CredentialField, also?: () => void) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      also?.();
      set(name, event.target.value);
    },
  });
  return { values, setValues, errors, busy, setBusy, set, input, begin, formRef };
}

type FieldsProps = { idPrefix: string; form: Pick<ReturnType<typeof useCredentialsForm>, 'errors' | 'input'> };

export function EmailField({ idPrefix, form, onChange }: FieldsProps & { onChange?: () => void }) {
  return (
    <Field id={`${idPrefix}-email`} label={authMessages.emailLabel} required error={form.errors.email}>
      {(aria) => (
        <Input
          {...aria}
          {...form.input('email', onChange)}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
      )}
    </Field>
  );
}

/** A new password and its confirmation: sign-up and password reset. */
export function NewPasswordFields({ idPrefix, form, passwordLabel }: FieldsProps & { passwordLabel: string }) {
  return (
    <>
      <Field
        id={`${idPrefix}-password`}
        label={passwordLabel}
        required
        error={form.errors.password}
        hint={authMessages.passwordHint(PASSWORD_MIN)}
      >
        {(aria) => <Input {...aria} {...form.input('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Field id={`${idPrefix}-confirm`} label={authMessages.confirmLabel} required error={form.errors.confirmPassword}>
        {(aria) => <Input {...aria} {...form.input('confirmPassword')} type="password" autoComplete="new-password" />}
      </Field>
    </>
  );
}
