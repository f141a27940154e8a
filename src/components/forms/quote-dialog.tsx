'use client';

import { budgets, dialogText, quoteServices, timelines } from '@/content/requests';
import { formText } from '@/content/forms';
import { quoteFormText as text } from '@/content/forms/quote';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', service: '', budget: '', timeline: '', description: '' };

export default function QuoteDialog(props: DialogProps) {
  const form = useRequestDialog('quote', empty, props);
  // A page modal may name a service outside the quote list (e.g. "Audit énergétique"): it is then shown as the only choice.
  const service = form.initial.service;
  const serviceOptions: readonly string[] = service && !quoteServices.includes(service as never) ? [service] : quoteServices;

  return (
    <RequestDialog {...form.dialog} heading={dialogText.quote} submitLabel={formText.sendRequest}>
      <ContactFields prefix="quote" form={form} />
      <SelectField id="quote-service" {...form.field('service')} label={text.service} required options={serviceOptions} placeholder={text.servicePlaceholder} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="quote-budget" {...form.field('budget')} label={text.budget} options={budgets} placeholder={formText.notSpecified} />
        <SelectField id="quote-timeline" {...form.field('timeline')} label={text.timeline} options={timelines} placeholder={formText.notSpecified} />
      </div>
      <Field id="quote-description" label={text.description} error={form.errors.description}>
        {(aria) => <Textarea {...aria} {...form.input('description')} rows={4} maxLength={limits.text} />}
      </Field>
    </RequestDialog>
  );
}
