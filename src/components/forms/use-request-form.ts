'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateRequest, validationNotice, type FieldErrors, type RequestKind } from '@/lib/schemas/requests';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import type { DialogProps } from './request-dialog';
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

  // Every control of a dialog is wired to the state the same way; these give the props once, so no dialog spells
  // out a value, an error and a setter of its own (and none can wire a control to the wrong field).
  /** A select's or a choice group's name, value, error and setter. `fallback` shows while the field has no value. */
  const field = (name: string, fallback = '') => ({ name, value: values[name] ?? fallback, error: errors[name], onChange: (value: string) => set(name, value) });
  /** A text input's or a textarea's name, value and setter; its error goes to the Field around it, which wires it. */
  const input = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
  });

  return { values, errors, busy, set, check, submit, formRef, field, input };
}

export type RequestForm = ReturnType<typeof useRequestForm>;

/**
 * What every request dialog starts with: its form, opened with its empty values overlaid by the page's preset, that
 * closes the dialog once the request is saved (after `onSaved`, e.g. a wizard going back to its first step), and the
 * props its RequestDialog takes from that state. `initial` is what the form opened with (and returns to once saved).
 */
export function useRequestDialog(kind: RequestKind, empty: Values, { open, onOpenChange, source, preset }: DialogProps, onSaved?: () => void) {
  const initial: Values = { ...empty, ...preset };
  const form = useRequestForm(kind, initial, {
    source,
    onSuccess: () => {
      onSaved?.();
      onOpenChange(false);
    },
  });
  return { ...form, initial, dialog: { open, onOpenChange, formRef: form.formRef, onSubmit: form.submit, busy: form.busy } };
}
