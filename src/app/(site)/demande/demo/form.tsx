'use client';

import { formText } from '@/content/forms';
import type { RequestPreset } from '@/lib/schemas/requests';
import { DemoFields, demoEmpty } from '@/components/forms/demo-fields';
import { RequestPageForm, type RequestPageAction } from '@/components/forms/request-page-form';

type Props = { action: RequestPageAction; source: string; preset: RequestPreset<'demo'> };

/** The demo page's form: the fields of its dialog, posted without JavaScript. */
export function DemoPageForm({ action, source, preset }: Props) {
  return (
    <RequestPageForm
      kind="demo"
      action={action}
      source={source}
      initial={{ ...demoEmpty, ...preset }}
      submitLabel={formText.sendRequest}
    >
      {(form) => <DemoFields form={form} prefix="demo-page" />}
    </RequestPageForm>
  );
}
