'use client';

import { budgets, quoteServices, timelines } from '@/content/requests';
import { limits } from '@/lib/schemas/limits';
import { Field, Select, Textarea } from '@/components/ui/field';
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
      title="Demander un devis gratuit"
      description="Décrivez votre projet : nous vous répondons sous 24h avec une proposition adaptée."
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel="Envoyer la demande"
    >
      <ContactFields prefix="quote" values={values} errors={errors} set={set} />
      <Field id="quote-service" label="Service souhaité" required error={errors.service}>
        {(aria) => (
          <Select {...aria} name="service" value={values.service} onChange={(e) => set('service', e.target.value)}>
            <option value="">Choisissez un service</option>
            {serviceOptions.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="quote-budget" label="Budget estimé" error={errors.budget}>
          {(aria) => (
            <Select {...aria} name="budget" value={values.budget} onChange={(e) => set('budget', e.target.value)}>
              <option value="">Non précisé</option>
              {budgets.map((budget) => (
                <option key={budget} value={budget}>
                  {budget}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="quote-timeline" label="Délai souhaité" error={errors.timeline}>
          {(aria) => (
            <Select {...aria} name="timeline" value={values.timeline} onChange={(e) => set('timeline', e.target.value)}>
              <option value="">Non précisé</option>
              {timelines.map((timeline) => (
                <option key={timeline} value={timeline}>
                  {timeline}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field id="quote-description" label="Description du projet" error={errors.description}>
        {(aria) => <Textarea {...aria} name="description" rows={4} maxLength={limits.text} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
