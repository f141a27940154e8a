'use client';

import { dialogText } from '@/content/requests';
import { callbackFormText as text } from '@/content/forms/callback';
import { CallbackFields, callbackEmpty } from './callback-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

export default function CallbackDialog(props: DialogProps) {
  const form = useRequestDialog('callback', callbackEmpty, props);
  return (
    <RequestDialog {...form.dialog} heading={dialogText.callback} submitLabel={text.submit}>
      <CallbackFields form={form} />
    </RequestDialog>
  );
}
