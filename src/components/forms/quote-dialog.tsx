'use client';

import { dialogText } from '@/content/requests';
import { formText } from '@/content/forms';
import { QuoteFields, quoteEmpty } from './quote-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

export default function QuoteDialog(props: DialogProps) {
  const form = useRequestDialog('quote', quoteEmpty, props);
  return (
    <RequestDialog {...form.dialog} heading={dialogText.quote} submitLabel={formText.sendRequest}>
      <QuoteFields form={form} presetService={form.initial.service} />
    </RequestDialog>
  );
}
