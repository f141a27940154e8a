'use client';

import { useState } from 'react';
import { editorialText as text } from '@/content/editorial';
import { authMessages } from '@/content/auth';
import { MEDIA, mediaPath, mediaVariants, type MediaPurpose, type MediaRef } from '@/config/media';
import { cn } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';

type Answer = ({ ok: true } & MediaRef) | { ok: false; message?: string };

export type ImagePickerLabels = { legend: string; file: string; hint: string; alt: string; remove: string };

type Props = {
  /** The fields' ids start with it. */
  id: string;
  purpose: MediaPurpose;
  labels: ImagePickerLabels;
  image: MediaRef | null;
  onChange: (image: MediaRef | null) => void;
  error?: string;
  className?: string;
};

/**
 * An article's cover, a logo, a photo: the image shown, or a file and its text alternative to upload
 * (`/api/admin/media`, re-encoded by the server for its purpose). The form keeps the uploaded image's id; « Retirer
 * l’image » leaves it without one.
 */
export function ImagePicker({ id, purpose, labels, image, onChange, error, className }: Props) {
  const cover = image;
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const upload = async () => {
    if (!file) return setProblem(labels.hint);
    if (!alt.trim()) return setProblem(text.altRequired);
    setSending(true);
    setProblem(undefined);
    const body = new FormData();
    body.set(MEDIA.fields.file, file);
    body.set(MEDIA.fields.alt, alt.trim());
    body.set(MEDIA.fields.purpose, purpose);
    const response = await fetch('/api/admin/media', { method: 'POST', body }).catch(() => null);
    const answer = ((await response?.json().catch(() => null)) as Answer | null) ?? { ok: false };
    setSending(false);
    if (!answer.ok) return setProblem(answer.message ?? authMessages.unavailable);
    onChange({ id: answer.id, width: answer.width, height: answer.height, alt: answer.alt });
    setFile(null);
    setAlt('');
  };

  const smallest = cover ? mediaVariants(purpose, cover).find((file) => file.format === 'webp') : undefined;
  return (
    <fieldset className={cn('flex flex-col gap-3', className)}>
      <legend className="text-sm font-medium text-ink">{labels.legend}</legend>
      {cover && smallest ? (
        <div className="flex flex-wrap items-end gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the server's own re-encoded file, its size known */}
          <img
            src={mediaPath(cover.id, 'webp', smallest.width)}
            alt={cover.alt}
            width={smallest.width}
            height={smallest.height}
            className={cn('h-auto rounded-lg ring-1 ring-line', purpose === 'cover' ? 'w-60' : 'w-24')}
          />
          <p className="max-w-md text-sm text-muted">{cover.alt}</p>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onChange(null)}
          >
            {labels.remove}
          </button>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id={`${id}-file`} label={labels.file} hint={labels.hint} error={problem ?? error}>
          {(aria) => (
            <Input
              {...aria}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="py-2"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Field id={`${id}-alt`} label={labels.alt}>
          {(aria) => (
            <Input
              {...aria}
              value={alt}
              maxLength={MEDIA.altMaxLength}
              onChange={(event) => setAlt(event.target.value)}
            />
          )}
        </Field>
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          disabled={sending}
          onClick={() => void upload()}
        >
          {sending ? text.uploading : text.upload}
        </button>
      </div>
    </fieldset>
  );
}
