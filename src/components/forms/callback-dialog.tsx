'use client';

import { callbackSlots, dialogText } from '@/content/requests';
import { callbackFormText as text } from '@/content/forms/callback';
import { limits } from '@/lib/schemas/limits';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

const empty = { name: '', phone: '', slot: '', message: '' };

export default function CallbackDialog(props: DialogProps) {
  const form = useRequestDialog('callback', empty, props);
  return (
    <RequestDialog {...form.dialog} heading={dialogText.callback} submitLabel={text.submit}>
      <ContactFields prefix="callback" form={form} fields={['name', 'phone']} />
      <ChoiceGroup {...form.field('slot')} legend={text.slot} required columns={2} choices={callbackSlots.map((slot) => ({ value: slot, label: slot }))} />
      <Field id="callback-message" label={text.message} error={form.errors.message}>
        {(aria) => <Textarea {...aria} {...form.input('message')} rows={3} maxLength={limits.text} />}
      </Field>
    </RequestDialog>
  );
}
