'use client';

import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { dialogText } from '@/content/requests';
import { formText } from '@/content/forms';
import { consultationFormText as text } from '@/content/forms/consultation';
import { Button } from '@/components/ui/button';
import { ContactFields } from './contact-fields';
import {
  ConsultationModeField,
  ConsultationPlanningFields,
  ConsultationTypeField,
  consultationEmpty,
} from './consultation-fields';
import { RequestDialog, SubmitButton, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

const steps = [
  { id: 'info', label: text.steps.info, fields: ['name', 'email', 'phone', 'company'] },
  { id: 'type', label: text.steps.type, fields: ['consultationType'] },
  { id: 'mode', label: text.steps.mode, fields: ['consultationMode'] },
  {
    id: 'planning',
    label: text.steps.planning,
    fields: ['preferredDate', 'preferredTime', 'urgency', 'subject', 'message', 'specificNeeds'],
  },
] as const;

type StepId = (typeof steps)[number]['id'];

/** The four-step consultation wizard of SPEC §4: each Next checks its step. */
export default function ConsultationDialog(props: DialogProps) {
  const { onOpenChange } = props;
  const [step, setStep] = useState<StepId>('info');
  const [reached, setReached] = useState(0);
  // Once saved, the next opening starts again at the first step.
  const form = useRequestDialog('consultation', consultationEmpty, props, () => {
    setStep('info');
    setReached(0);
  });
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
      <Button
        type="button"
        variant="outline"
        onClick={() => (index === 0 ? onOpenChange(false) : setStep(steps[index - 1]!.id))}
      >
        {index === 0 ? formText.cancel : formText.back}
      </Button>
      {index < steps.length - 1 ? (
        <Button type="button" onClick={next}>
          {formText.next}
        </Button>
      ) : (
        <SubmitButton busy={form.busy} label={text.submit} />
      )}
    </>
  );

  return (
    <RequestDialog
      {...form.dialog}
      heading={dialogText.consultation}
      onSubmit={(event) => {
        // Enter in a field of an earlier step moves on rather than sending.
        if (index < steps.length - 1) {
          event.preventDefault();
          next();
        } else void form.submit(event);
      }}
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
          <ContactFields prefix="consultation" form={form} />
        </Tabs.Content>

        <Tabs.Content value="type" className="mt-4">
          <ConsultationTypeField form={form} />
        </Tabs.Content>

        <Tabs.Content value="mode" className="mt-4">
          <ConsultationModeField form={form} />
        </Tabs.Content>

        <Tabs.Content value="planning" className="mt-4 flex flex-col gap-4">
          <ConsultationPlanningFields form={form} />
        </Tabs.Content>
      </Tabs.Root>
    </RequestDialog>
  );
}
