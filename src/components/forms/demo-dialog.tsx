'use client';

import { demoDialogText } from '@/content/requests';
import { formText } from '@/content/forms';
import { DemoFields, demoEmpty } from './demo-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

export default function DemoDialog(props: DialogProps) {
  const form = useRequestDialog('demo', demoEmpty, props);
  // The title says what the visitor asks for, and follows the request type they choose.
  return (
    <RequestDialog
      {...form.dialog}
      heading={demoDialogText(form.values.requestType)}
      submitLabel={formText.sendRequest}
    >
      <DemoFields form={form} />
    </RequestDialog>
  );
}
