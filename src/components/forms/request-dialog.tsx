'use client';

import type { ReactNode, RefObject } from 'react';
import type { RequestPresets } from '@/lib/schemas/requests';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { formText } from '@/content/forms';
import { Honeypot } from './honeypot';

export type DialogProps<K extends keyof RequestPresets = keyof RequestPresets> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Page path and button that opened the dialog. */
  source: string;
  /** Preselected values, e.g. the page's service: only choices the dialog `K` offers. */
  preset?: RequestPresets[K];
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title and the line under it, as content/requests.ts gives them. */
  heading: { title: string; description: string };
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: React.FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
  /** Replaces the default Cancel / Submit buttons (a wizard's Back / Next). */
  actions?: ReactNode;
};

/** The button that sends a dialog's request: the default one, and a wizard's last step. Says so while it runs. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button type="submit" disabled={busy} aria-disabled={busy}>
      {busy ? formText.sending : label}
    </Button>
  );
}

/** A modal form: stays open with its input intact until the request is saved. */
export function RequestDialog({
  open,
  onOpenChange,
  heading,
  formRef,
  onSubmit,
  busy,
  submitLabel,
  children,
  actions,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle className="pr-10">{heading.title}</DialogTitle>
        <DialogDescription className="mt-1">{heading.description}</DialogDescription>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="relative mt-5 flex flex-col gap-4">
          <Honeypot />
          {children}
          <p className="text-xs text-muted">
            {formText.requiredNote.before} <span aria-hidden>*</span>
            <span className="sr-only">{formText.requiredNote.asterisk}</span> {formText.requiredNote.after}
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {actions ?? (
              <>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {formText.cancel}
                </Button>
                <SubmitButton busy={busy} label={submitLabel} />
              </>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
