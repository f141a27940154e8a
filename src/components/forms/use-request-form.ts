'use client';

import { useRef, useState, type FormEvent } from 'react';
import { validateRequest, validationNotice, type FieldErrors, type RequestKind } from '@/lib/schemas/requests';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { sendRequest } from './send-request';
import { notify } from './toaster';

type Values = Record<string, string>;

/**
 * State of a visitor form: checks with the shared schema before sending, shows SPEC's toasts, keeps what was typed
 * when anything fails, and sends once at a time.
 */
export function useRequestForm(kind: RequestKind, initial: Values, { source, onSuccess }: { source: string; onSuccess?: () => void }) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = Object.keys(fieldErrors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** Checks some fields only (a wizard step); true when they are fine. */
  const check = (fields: string[]) => {
    const result = validateRequest(kind, { ...values, source });
    const stepErrors = result.success ? {} : Object.fromEntries(Object.entries(result.errors).filter(([field]) => fields.includes(field)));
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) return true;
    void notify({ ...validationNotice(kind, stepErrors), variant: 'error' });
    focusFirstError(stepErrors);
    return false;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
    const payload = { ...values, source, [HONEYPOT_FIELD]: honeypot };
    const validation = validateRequest(kind, payload);
    if (!validation.success) {
      setErrors(validation.errors);
      void notify({ ...validationNotice(kind, validation.errors), variant: 'error' });
      focusFirstError(validation.errors);
      return;
    }
    setBusy(true);
    try {
      const result = await sendRequest(kind, payload);
      if (result.ok) {
        void notify(result.notice);
        setValues(initial);
        setErrors({});
        onSuccess?.();
      } else {
        setErrors(result.error.fields ?? {});
        void notify({ title: result.error.title, description: result.error.description, variant: 'error' });
        if (result.error.fields) focusFirstError(result.error.fields);
      }
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, busy, set, check, submit, formRef };
}
