'use client';

import { useState } from 'react';
import { PHOTOS } from '@/config/photos';
import { photoText } from '@/content/photos';
import type { FieldErrors } from '@/lib/schemas/requests';
import { Field } from '@/components/ui/field';
import { loadShrinker, photoRefusal } from './photo-files';

/**
 * Up to PHOTOS.perRequest photos of the quote and support forms, in their dialog and on their page. A plain file input
 * (the phone offers its camera and its gallery): without JavaScript the page posts the files as they are (multipart);
 * with it, they are shrunk before they go (photo-files.ts). Its refusal shows beside it until other photos are chosen;
 * too many photos are refused at once, before anything is sent.
 */
export function PhotoField({ prefix, errors }: { prefix: string; errors: FieldErrors }) {
  // The refusal of the server (errors.photos) until the visitor picks again; then what the picked files deserve.
  const [picked, setPicked] = useState<{ after: FieldErrors; message?: string }>();
  const error = picked?.after === errors ? picked.message : errors[PHOTOS.field];
  return (
    <Field id={`${prefix}-photos`} label={photoText.label} hint={photoText.hint} error={error}>
      {(aria) => (
        <input
          {...aria}
          type="file"
          name={PHOTOS.field}
          accept="image/*"
          multiple
          onChange={(event) => {
            void loadShrinker().catch(() => undefined);
            setPicked({ after: errors, message: photoRefusal([...(event.target.files ?? [])]) });
          }}
          className="w-full text-sm text-ink file:mr-3 file:h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-medium file:text-ink hover:file:bg-slate-50"
        />
      )}
    </Field>
  );
}
