'use client';

import { formText } from '@/content/forms';
import type { RequestPreset } from '@/lib/schemas/requests';
import { QuoteFields, quoteEmpty } from '@/components/forms/quote-fields';
import { RequestPageForm, type RequestPageAction } from '@/components/forms/request-page-form';

type Props = { action: RequestPageAction; source: string; preset: RequestPreset<'quote'> };

/** The quote page's form: the fields of its dialog, posted without JavaScript. */
export function QuotePageForm({ action, source, preset }: Props) {
  return (
    <RequestPageForm
      kind="quote"
      action={action}
      source={source}
      initial={{ ...quoteEmpty, ...preset }}
      submitLabel={formText.sendRequest}
    >
      {(form) => <QuoteFields form={form} prefix="quote-page" presetService={preset.service} />}
    </RequestPageForm>
  );
}
