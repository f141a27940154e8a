'use client';

import { useState } from 'react';
import { notify } from './toaster';

export type CredentialField = 'email' | 'password' | 'confirmPassword';
type Errors = Partial<Record<CredentialField, string>>;
export type CredentialForm = 'signIn' | 'signUp' | 'resetRequest' | 'newPassword';

/** The state of a sign-in, sign-up or password form, and SPEC §5's check before sending. */
export function useCredentialsForm<T extends Partial<Record<CredentialField, string>>>(initial: T, form: CredentialForm, errorTitle: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof T & CredentialField, value: string) => {
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
  return { values, setValues, errors, busy, setBusy, set, check };
}
