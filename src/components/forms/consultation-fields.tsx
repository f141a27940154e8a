'use client';

import type { FormValues } from '@/lib/schemas/requests';
import { consultationModes, consultationTypes, timeSlots, urgencies } from '@/content/request-choices';
import { formText } from '@/content/forms';
import { consultationFormText as text } from '@/content/forms/consultation';
import { todayIso } from '@/lib/dates';
import { limits } from '@/lib/schemas/limits';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field, Input, Textarea } from '@/components/ui/field';
import type { RequestFields } from './contact-fields';

export const consultationEmpty = {
  name: '',
  email: '',
  phone: '',
  company: '',
  consultationType: '',
  consultationMode: '',
  preferredDate: '',
  preferredTime: '',
  urgency: 'low',
  subject: '',
  message: '',
  specificNeeds: '',
} satisfies FormValues<'consultation'>;

/**
 * The consultation's fields after the visitor's own (ContactFields), one group per step of the dialog's wizard; the
 * page without JavaScript shows them all on one form.
 */
export function ConsultationTypeField({ form }: { form: RequestFields }) {
  return (
    <ChoiceGroup
      {...form.field('consultationType')}
      legend={text.type}
      required
      columns={2}
      choices={consultationTypes.map((type) => ({
        value: type.id,
        label: type.label,
        detail: `${type.duration} · ${type.price}`,
      }))}
    />
  );
}

export function ConsultationModeField({ form }: { form: RequestFields }) {
  return (
    <ChoiceGroup
      {...form.field('consultationMode')}
      legend={text.mode}
      required
      choices={consultationModes.map((mode) => ({ value: mode.id, label: mode.label, detail: mode.availability }))}
    />
  );
}

/** The date (not in the past: `min` in the browser, the schema on the server), the slot, the urgency and the details. */
export function ConsultationPlanningFields({
  form,
  prefix = 'consultation',
}: {
  form: RequestFields;
  prefix?: string;
}) {
  return (
    <>
      <Field id={`${prefix}-date`} label={text.date} required error={form.errors.preferredDate}>
        {(aria) => <Input {...aria} {...form.input('preferredDate')} type="date" min={todayIso()} />}
      </Field>
      <ChoiceGroup
        {...form.field('preferredTime')}
        legend={text.time}
        required
        columns={4}
        choices={timeSlots.map((slot) => ({ value: slot, label: slot.replace(/:00/g, 'h') }))}
      />
      <ChoiceGroup
        {...form.field('urgency', 'low')}
        legend={text.urgency}
        choices={urgencies.map((urgency) => ({ value: urgency.id, label: urgency.label, detail: urgency.response }))}
      />
      <Field id={`${prefix}-subject`} label={text.subject} error={form.errors.subject}>
        {(aria) => <Input {...aria} {...form.input('subject')} maxLength={limits.short} />}
      </Field>
      <Field id={`${prefix}-message`} label={formText.message} error={form.errors.message}>
        {(aria) => <Textarea {...aria} {...form.input('message')} rows={3} maxLength={limits.text} />}
      </Field>
      <Field id={`${prefix}-needs`} label={text.needs} error={form.errors.specificNeeds}>
        {(aria) => <Textarea {...aria} {...form.input('specificNeeds')} rows={3} maxLength={limits.text} />}
      </Field>
    </>
  );
}
