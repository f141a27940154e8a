'use client';

import type { FormValues } from '@/lib/schemas/requests';
import { demoRequestTypes, demoSolutions } from '@/content/request-choices';
import { formText } from '@/content/forms';
import { demoFormText as text } from '@/content/forms/demo';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields, type RequestFields } from './contact-fields';

export const demoEmpty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  solution: '',
  requestType: 'demo',
  message: '',
} satisfies FormValues<'demo'>;

/** The demo request's fields, in its dialog and on its page. */
export function DemoFields({ form, prefix = 'demo' }: { form: RequestFields; prefix?: string }) {
  return (
    <>
      <ContactFields prefix={prefix} form={form} phoneRequired={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${prefix}-solution`}
          {...form.field('solution')}
          label={text.solution}
          required
          options={demoSolutions}
          placeholder={text.solutionPlaceholder}
        />
        <SelectField
          id={`${prefix}-type`}
          {...form.field('requestType')}
          label={text.requestType}
          required
          options={demoRequestTypes}
        />
      </div>
      <Field id={`${prefix}-message`} label={formText.message} error={form.errors.message}>
        {(aria) => <Textarea {...aria} {...form.input('message')} rows={3} maxLength={limits.text} />}
      </Field>
    </>
  );
}
