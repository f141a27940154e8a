'use client';

import type { FormValues } from '@/lib/schemas/requests';
import { issueTypes, supportPriorities } from '@/content/request-choices';
import { formText } from '@/content/forms';
import { supportFormText as text } from '@/content/forms/support';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields, type RequestFields } from './contact-fields';
import { PhotoField } from './photo-field';

export const supportEmpty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  priority: '',
  issue: '',
  description: '',
} satisfies FormValues<'support'>;

/** The support request's fields, in its dialog and on its page. */
export function SupportFields({ form, prefix = 'support' }: { form: RequestFields; prefix?: string }) {
  return (
    <>
      <ContactFields prefix={prefix} form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${prefix}-priority`}
          {...form.field('priority')}
          label={text.priority}
          required
          options={supportPriorities}
          placeholder={text.priorityPlaceholder}
        />
        <SelectField
          id={`${prefix}-issue`}
          {...form.field('issue')}
          label={text.issue}
          options={issueTypes}
          placeholder={formText.notSpecified}
        />
      </div>
      <Field id={`${prefix}-description`} label={text.description} required error={form.errors.description}>
        {(aria) => <Textarea {...aria} {...form.input('description')} rows={4} maxLength={limits.text} />}
      </Field>
      <PhotoField prefix={prefix} errors={form.errors} />
    </>
  );
}
