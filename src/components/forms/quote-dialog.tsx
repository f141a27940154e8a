'use client';

import { budgets, dialogText, quoteServices, timelines } from '@/content/requests';
import { formText, quoteFormText as text } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', service: '', budget: '', timeline: '', description: '' };

export default function QuoteDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const initial = { ...empty, ...preset };
  const form = useRequestForm('quote', initial, { source, onSuccess: () => onOpenChange(false) });
  const { values, errors, set } = form;
  // A page modal may name a service outside the quote list (e.g. "Audit énergétique"): it is then shown as the only choice.
  const serviceOptions: readonly string[] = initial.service && !quoteServices.includes(initial.service as never) ? [initial.service] : quoteServices;

  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogText.quote.title}
      description={dialogText.quote.description}
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={formText.sendRequest}
    >
      <ContactFields prefix="quote" values={values} errors={errors} set={set} />
      <SelectField
        id="quote-service"
        name="service"
        label={text.service}
        required
        error={errors.service}
        options={serviceOptions}
        placeholder={text.servicePlaceholder}
        value={values.service ?? ''}
        onChange={(value) => set('service', value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="quote-budget" name="budget" label={text.budget} error={errors.budget} options={budgets} placeholder={formText.notSpecified} value={values.budget ?? ''} onChange={(value) => set('budget', value)} />
        <SelectField id="quote-timeline" name="timeline" label={text.timeline} error={errors.timeline} options={timelines} placeholder={formText.notSpecified} value={values.timeline ?? ''} onChange={(value) => set('timeline', value)} />
      </div>
      <Field id="quote-description" label={text.description} error={errors.description}>
        {(aria) => <Textarea {...aria} name="description" rows={4} maxLength={limits.text} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
