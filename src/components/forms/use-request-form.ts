'use client';

import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { validateRequest, validationNotice, type FieldErrors, type RequestKind } from '@/lib/schemas/requests';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { PHOTOS } from '@/config/photos';
import type { DialogProps } from './request-dialog';
import { loadDraft, saveDraft } from './drafts';
import { SENT_EVENT } from './draft-names';
import { deliverRequest } from './deliver-request';
import { clearPhotos, pickedPhotos, photoRefusal } from './photo-files';
import { notify } from './toaster';

type Values = Record<string, string>;

/** The offline queue, loaded once a form is used (and the service worker registered then), never with a page. */
const offlineQueue = () => import('./offline-queue');

/**
 * State of a visitor form: checks with the shared schema before sending, shows SPEC's toasts, keeps what was typed
 * when anything fails, and sends once at a time. What the visitor types is kept on the device as a draft (drafts.ts),
 * restored when the form opens again, even after a reload or a closed tab, and deleted once sent. Each submission
 * carries the draft's idempotency key: a double click or a retry stores once. Without a network, or while the server
 * is briefly unavailable, the request waits on the device and goes by itself once it can (offline-queue.ts); `queued`
 * tells so meanwhile.
 */
export function useRequestForm(
  kind: RequestKind,
  initial: Values,
  { source, onSuccess }: { source: string; onSuccess?: () => void },
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The fields the visitor typed or chose: what the draft keeps (a page's preset is the page's, not the visitor's).
  const typed = useRef<Values>({});
  const sending = useRef(false);
  const latest = useRef({ initial, onSuccess });
  useEffect(() => {
    latest.current = { initial, onSuccess };
  });

  useEffect(() => {
    const draft = loadDraft(kind);
    if (draft) {
      typed.current = draft.values;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft lives on the device: read once the form is on screen
      setValues((current) => ({ ...current, ...draft.values }));
      setQueued(Boolean(draft.pending));
      if (draft.pending) void offlineQueue().then((queue) => queue.resumeQueue());
    }
    // The request this form queued was stored (by the page's retry or the service worker): the form starts again.
    const onSent = (event: Event) => {
      if ((event as CustomEvent<{ form: string }>).detail?.form !== kind) return;
      typed.current = {};
      clearPhotos(formRef.current);
      setQueued(false);
      setValues(latest.current.initial);
      setErrors({});
      latest.current.onSuccess?.();
    };
    window.addEventListener(SENT_EVENT, onSent);
    return () => window.removeEventListener(SENT_EVENT, onSent);
  }, [kind]);

  const set = (name: string, value: string) => {
    typed.current = { ...typed.current, [name]: value };
    const first = loadDraft(kind) === undefined;
    saveDraft(kind, typed.current);
    // The first keystroke of a draft: the worker that can send it later, were the network gone by then.
    if (first)
      void offlineQueue().then(
        (queue) => queue.prepareOffline(),
        () => undefined,
      );
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
    const stepErrors = result.success
      ? {}
      : Object.fromEntries(Object.entries(result.errors).filter(([field]) => fields.includes(field)));
    setErrors(stepErrors);
    if (Object.keys(stepErrors).length === 0) return true;
    void notify({ ...validationNotice(kind, stepErrors), variant: 'error' });
    focusFirstError(stepErrors);
    return false;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // A ref, not the state: a double click's second event comes before the re-render that disables the button.
    if (busy || sending.current) return;
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
    const payload = { ...values, source, [HONEYPOT_FIELD]: honeypot };
    // The quote and support forms' photos: too many are refused here, with the fields' errors.
    const files = pickedPhotos(formRef.current);
    const photoError = photoRefusal(files);
    const validation = validateRequest(kind, payload);
    const refusals: FieldErrors = {
      ...(validation.success ? {} : validation.errors),
      ...(photoError ? { [PHOTOS.field]: photoError } : {}),
    };
    if (Object.keys(refusals).length) {
      setErrors(refusals);
      void notify({ ...validationNotice(kind, refusals), variant: 'error' });
      focusFirstError(refusals);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const delivery = await deliverRequest(kind, typed.current, payload, files);
      if (delivery.outcome === 'sent') {
        clearPhotos(formRef.current);
        typed.current = {};
        setQueued(false);
        void notify(delivery.notice);
        setValues(initial);
        setErrors({});
        onSuccess?.();
      } else if (delivery.outcome === 'queued') {
        setQueued(true);
      } else {
        setErrors(delivery.error.fields ?? {});
        void notify({ title: delivery.error.title, description: delivery.error.description, variant: 'error' });
        if (delivery.error.fields) focusFirstError(delivery.error.fields);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  // Every control of a dialog is wired to the state the same way; these give the props once, so no dialog spells
  // out a value, an error and a setter of its own (and none can wire a control to the wrong field).
  /** A select's or a choice group's name, value, error and setter. `fallback` shows while the field has no value. */
  const field = (name: string, fallback = '') => ({
    name,
    value: values[name] ?? fallback,
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });
  /** A text input's or a textarea's name, value and setter; its error goes to the Field around it, which wires it. */
  const input = (name: string) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
  });

  return { values, errors, busy, queued, set, check, submit, formRef, field, input };
}

export type RequestForm = ReturnType<typeof useRequestForm>;

/**
 * What every request dialog starts with: its form, opened with its empty values overlaid by the page's preset, that
 * closes the dialog once the request is saved (after `onSaved`, e.g. a wizard going back to its first step), and the
 * props its RequestDialog takes from that state. `initial` is what the form opened with (and returns to once saved).
 */
export function useRequestDialog(
  kind: RequestKind,
  empty: Values,
  { open, onOpenChange, source, preset }: DialogProps,
  onSaved?: () => void,
) {
  const initial: Values = { ...empty, ...preset };
  const form = useRequestForm(kind, initial, {
    source,
    onSuccess: () => {
      onSaved?.();
      onOpenChange(false);
    },
  });
  return {
    ...form,
    initial,
    dialog: { open, onOpenChange, formRef: form.formRef, onSubmit: form.submit, busy: form.busy },
  };
}
