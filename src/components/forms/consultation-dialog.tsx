'use client';

import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { consultationModes, consultationTypes, dialogText, timeSlots, urgencies } from '@/content/requests';
import { consultationFormText as text, formText } from '@/content/forms';
import { todayIso } from '@/lib/dates';
import { limits } from '@/lib/schemas/limits';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field, Input, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const steps = [
  { id: 'info', label: text.steps.info, fields: ['name', 'email', 'phone', 'company'] },
  { id: 'type', label: text.steps.type, fields: ['consultationType'] },
  { id: 'mode', label: text.steps.mode, fields: ['consultationMode'] },
  { id: 'planning', label: text.steps.planning, fields: ['preferredDate', 'preferredTime', 'urgency', 'subject', 'message', 'specificNeeds'] },
] as const;

type StepId = (typeof steps)[number]['id'];

const empty = {
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
};

/** The four-step consultation wizard of SPEC §4: each Next checks its step. */
export default function ConsultationDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const [step, setStep] = useState<StepId>('info');
  const [reached, setReached] = useState(0);
  const form = useRequestForm('consultation', { ...empty, ...preset }, {
    source,
    onSuccess: () => {
      setStep('info');
      setReached(0);
      onOpenChange(false);
    },
  });
  const { values, errors, set } = form;
  const index = steps.findIndex((item) => item.id === step);
  const current = steps[index] ?? steps[0];

  const next = () => {
    if (!form.check([...current.fields])) return;
    const following = steps[index + 1];
    if (following) {
      setStep(following.id);
      setReached((value) => Math.max(value, index + 1));
    }
  };

  const actions = (
    <>
      <Button type="button" variant="outline" onClick={() => (index === 0 ? onOpenChange(false) : setStep(steps[index - 1]!.id))}>
        {index === 0 ? formText.cancel : formText.back}
      </Button>
      {index < steps.length - 1 ? (
        <Button type="button" onClick={next}>
          {formText.next}
        </Button>
      ) : (
        <Button type="submit" disabled={form.busy} aria-disabled={form.busy}>
          {form.busy ? formText.sending : text.submit}
        </Button>
      )}
    </>
  );

  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogText.consultation.title}
      description={dialogText.consultation.description}
      formRef={form.formRef}
      onSubmit={(event) => {
        // Enter in a field of an earlier step moves on rather than sending.
        if (index < steps.length - 1) {
          event.preventDefault();
          next();
        } else void form.submit(event);
      }}
      busy={form.busy}
      submitLabel={text.submit}
      actions={actions}
    >
      <Tabs.Root value={step} onValueChange={(value) => setStep(value as StepId)}>
        <Tabs.List aria-label={text.stepsLabel} className="grid grid-cols-4 gap-1 rounded-lg bg-surface p-1">
          {steps.map((item, i) => (
            <Tabs.Trigger
              key={item.id}
              value={item.id}
              disabled={i > reached}
              className="rounded-md px-1 py-2 text-xs font-semibold text-muted data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm disabled:opacity-50 sm:text-sm"
            >
              <span aria-hidden>{i + 1}. </span>
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <Tabs.Content value="info" className="mt-4">
          <ContactFields prefix="consultation" values={values} errors={errors} set={set} />
        </Tabs.Content>

        <Tabs.Content value="type" className="mt-4">
          <ChoiceGroup
            name="consultationType"
            legend={text.type}
            required
            error={errors.consultationType}
            columns={2}
            value={values.consultationType ?? ''}
            onChange={(value) => set('consultationType', value)}
            choices={consultationTypes.map((type) => ({ value: type.id, label: type.label, detail: `${type.duration} · ${type.price}` }))}
          />
        </Tabs.Content>

        <Tabs.Content value="mode" className="mt-4">
          <ChoiceGroup
            name="consultationMode"
            legend={text.mode}
            required
            error={errors.consultationMode}
            value={values.consultationMode ?? ''}
            onChange={(value) => set('consultationMode', value)}
            choices={consultationModes.map((mode) => ({ value: mode.id, label: mode.label, detail: mode.availability }))}
          />
        </Tabs.Content>

        <Tabs.Content value="planning" className="mt-4 flex flex-col gap-4">
          <Field id="consultation-date" label={text.date} required error={errors.preferredDate}>
            {(aria) => (
              <Input {...aria} name="preferredDate" type="date" min={todayIso()} value={values.preferredDate} onChange={(e) => set('preferredDate', e.target.value)} />
            )}
          </Field>
          <ChoiceGroup
            name="preferredTime"
            legend={text.time}
            required
            error={errors.preferredTime}
            columns={4}
            value={values.preferredTime ?? ''}
            onChange={(value) => set('preferredTime', value)}
            choices={timeSlots.map((slot) => ({ value: slot, label: slot.replace(/:00/g, 'h') }))}
          />
          <ChoiceGroup
            name="urgency"
            legend={text.urgency}
            error={errors.urgency}
            value={values.urgency ?? 'low'}
            onChange={(value) => set('urgency', value)}
            choices={urgencies.map((urgency) => ({ value: urgency.id, label: urgency.label, detail: urgency.response }))}
          />
          <Field id="consultation-subject" label={text.subject} error={errors.subject}>
            {(aria) => <Input {...aria} name="subject" maxLength={limits.short} value={values.subject} onChange={(e) => set('subject', e.target.value)} />}
          </Field>
          <Field id="consultation-message" label={formText.message} error={errors.message}>
            {(aria) => <Textarea {...aria} name="message" rows={3} maxLength={limits.text} value={values.message} onChange={(e) => set('message', e.target.value)} />}
          </Field>
          <Field id="consultation-needs" label={text.needs} error={errors.specificNeeds}>
            {(aria) => <Textarea {...aria} name="specificNeeds" rows={3} maxLength={limits.text} value={values.specificNeeds} onChange={(e) => set('specificNeeds', e.target.value)} />}
          </Field>
        </Tabs.Content>
      </Tabs.Root>
    </RequestDialog>
  );
}
