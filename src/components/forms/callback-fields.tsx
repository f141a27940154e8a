'use client';

import type { FormValues } from '@/lib/schemas/requests';
import { callbackSlots } from '@/content/request-choices';
import { callbackFormText as text } from '@/content/forms/callback';
import { limits } from '@/lib/schemas/limits';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field, Textarea } from '@/components/ui/field';
import { ContactFields, type RequestFields } from './contact-fields';

export const callbackEmpty = { name: '', phone: '', slot: '', message: '' } satisfies FormValues<'callback'>;

/** The call-back request's fields, in its dialog and on its page. */
export function CallbackFields({ form, prefix = 'callback' }: { form: RequestFields; prefix?: string }) {
  return (
    <>
      <ContactFields prefix={prefix} form={form} fields={['name', 'phone']} />
      <ChoiceGroup
        {...form.field('slot')}
        legend={text.slot}
        required
        columns={2}
        choices={callbackSlots.map((slot) => ({ value: slot, label: slot }))}
      />
      <Field id={`${prefix}-message`} label={text.message} error={form.errors.message}>
        {(aria) => <Textarea {...aria} {...form.input('message')} rows={3} maxLength={limits.text} />}
      </Field>
    </>
  );
}
