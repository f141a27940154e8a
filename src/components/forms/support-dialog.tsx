'use client';

import { dialogText } from '@/content/requests';
import { formText } from '@/content/forms';
import { RequestDialog, type DialogProps } from './request-dialog';
import { SupportFields, supportEmpty } from './support-fields';
import { useRequestDialog } from './use-request-form';

export default function SupportDialog(props: DialogProps) {
  const form = useRequestDialog('support', supportEmpty, props);
  return (
    <RequestDialog {...form.dialog} heading={dialogText.support} submitLabel={formText.sendRequest}>
      <SupportFields form={form} />
    </RequestDialog>
  );
}
