'use client';

import { callbackFormText } from '@/content/forms/callback';
import type { RequestPreset } from '@/lib/schemas/requests';
import { CallbackFields, callbackEmpty } from '@/components/forms/callback-fields';
import { RequestPageForm, type RequestPageAction } from '@/components/forms/request-page-form';

type Props = { action: RequestPageAction; source: string; preset: RequestPreset<'callback'> };

/** The callback page's form: the fields of its dialog, posted without JavaScript. */
export function CallbackPageForm({ action, source, preset }: Props) {
  return (
    <RequestPageForm
      kind="callback"
      action={action}
      source={source}
      initial={{ ...callbackEmpty, ...preset }}
      submitLabel={callbackFormText.submit}
    >
      {(form) => <CallbackFields form={form} prefix="callback-page" />}
    </RequestPageForm>
  );
}
