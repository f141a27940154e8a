'use client';

import { useState } from 'react';
import { editorialText as text } from '@/content/editorial';
import { authMessages } from '@/content/auth';
import { MEDIA, mediaPath, mediaVariants, type MediaRef } from '@/config/media';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';

export type Cover = MediaRef;

type Answer = ({ ok: true } & Cover) | { ok: false; message?: string };

/**
 * An article's cover: the image shown, or a file and its text alternative to upload (`/api/admin/media`, re-encoded
 * by the server). The article keeps the uploaded image's id; « Retirer l’image » leaves it without one.
 */
export function CoverPicker({ cover, onChange, error }: { cover: Cover | null; onChange: (cover: Cover | null) => void; error?: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const upload = async () => {
    if (!file) return setProblem(text.fields.coverHint);
    if (!alt.trim()) return setProblem(text.altRequired);
    setSending(true);
    setProblem(undefined);
    const body = new FormData();
    body.set(MEDIA.fields.file, file);
    body.set(MEDIA.fields.alt, alt.trim());
    body.set(MEDIA.fields.purpose, 'cover');
    const response = await fetch('/api/admin/media', { method: 'POST', body }).catch(() => null);
    const answer = ((await response?.json().catch(() => null)) as Answer | null) ?? { ok: false };
    setSending(false);
    if (!answer.ok) return setProblem(answer.message ?? authMessages.unavailable);
    onChange({ id: answer.id, width: answer.width, height: answer.height, alt: answer.alt });
    setFile(null);
    setAlt('');
  };

  const smallest = cover ? mediaVariants('cover', cover).find((file) => file.format === 'webp') : undefined;
  return (
    <fieldset className="flex flex-col gap-3 md:col-span-2">
      <legend className="text-sm font-medium text-ink">{text.fields.cover}</legend>
      {cover && smallest ? (
        <div className="flex flex-wrap items-end gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- the server's own re-encoded file, its size known */}
          <img src={mediaPath(cover.id, 'webp', smallest.width)} alt={cover.alt} width={smallest.width} height={smallest.height} className="h-auto w-60 rounded-lg ring-1 ring-line" />
          <p className="max-w-md text-sm text-muted">{cover.alt}</p>
          <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} onClick={() => onChange(null)}>
            {text.fields.coverRemove}
          </button>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="article-coverFile" label={text.fields.coverFile} hint={text.fields.coverHint} error={problem ?? error}>
          {(aria) => <Input {...aria} type="file" accept="image/jpeg,image/png,image/webp" className="py-2" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
        </Field>
        <Field id="article-coverAlt" label={text.fields.coverAlt}>
          {(aria) => <Input {...aria} value={alt} maxLength={MEDIA.altMaxLength} onChange={(event) => setAlt(event.target.value)} />}
        </Field>
        <button type="button" className={buttonVariants({ variant: 'outline' })} disabled={sending} onClick={() => void upload()}>
          {sending ? text.uploading : text.upload}
        </button>
      </div>
    </fieldset>
  );
}
