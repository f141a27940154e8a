'use client';

import type { FormValues } from '@/lib/schemas/requests';
import { budgets, quoteServices, timelines } from '@/content/request-choices';
import { formText } from '@/content/forms';
import { quoteFormText as text } from '@/content/forms/quote';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields, type RequestFields } from './contact-fields';
import { PhotoField } from './photo-field';

export const quoteEmpty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  budget: '',
  timeline: '',
  description: '',
} satisfies FormValues<'quote'>;

/** The quote's fields, in its dialog and on its page. */
export function QuoteFields({
  form,
  prefix = 'quote',
  presetService,
}: {
  form: RequestFields;
  prefix?: string;
  presetService?: string;
}) {
  // A page's button may name a service outside the quote list (e.g. "Audit énergétique"): it is then shown as the only choice.
  const serviceOptions: readonly string[] =
    presetService && !quoteServices.includes(presetService as never) ? [presetService] : quoteServices;
  return (
    <>
      <ContactFields prefix={prefix} form={form} />
      <SelectField
        id={`${prefix}-service`}
        {...form.field('service')}
        label={text.service}
        required
        options={serviceOptions}
        placeholder={text.servicePlaceholder}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${prefix}-budget`}
          {...form.field('budget')}
          label={text.budget}
          options={budgets}
          placeholder={formText.notSpecified}
        />
        <SelectField
          id={`${prefix}-timeline`}
          {...form.field('timeline')}
          label={text.timeline}
          options={timelines}
          placeholder={formText.notSpecified}
        />
      </div>
      <Field id={`${prefix}-description`} label={text.description} error={form.errors.description}>
        {(aria) => <Textarea {...aria} {...form.input('description')} rows={4} maxLength={limits.text} />}
      </Field>
      <PhotoField prefix={prefix} errors={form.errors} />
    </>
  );
}
