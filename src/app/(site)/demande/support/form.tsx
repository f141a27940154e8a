'use client';

import { formText } from '@/content/forms';
import type { RequestPreset } from '@/lib/schemas/requests';
import { SupportFields, supportEmpty } from '@/components/forms/support-fields';
import { RequestPageForm, type RequestPageAction } from '@/components/forms/request-page-form';

type Props = { action: RequestPageAction; source: string; preset: RequestPreset<'support'> };

/** The support page's form: the fields of its dialog, posted without JavaScript. */
export function SupportPageForm({ action, source, preset }: Props) {
  return (
    <RequestPageForm
      kind="support"
      action={action}
      source={source}
      initial={{ ...supportEmpty, ...preset }}
      submitLabel={formText.sendRequest}
    >
      {(form) => <SupportFields form={form} prefix="support-page" />}
    </RequestPageForm>
  );
}
