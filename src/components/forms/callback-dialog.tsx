'use client';

import { callbackSlots, dialogText } from '@/content/requests';
import { callbackFormText as text, formText } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Field, Input, Textarea } from '@/components/ui/field';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const empty = { name: '', phone: '', slot: '', message: '' };

export default function CallbackDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const form = useRequestForm('callback', { ...empty, ...preset }, { source, onSuccess: () => onOpenChange(false) });
  const { values, errors, set } = form;
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogText.callback.title}
      description={dialogText.callback.description}
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={text.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="callback-name" label={formText.name} required error={errors.name}>
          {(aria) => <Input {...aria} name="name" autoComplete="name" maxLength={limits.name} value={values.name} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field id="callback-phone" label={formText.phone} required error={errors.phone}>
          {(aria) => <Input {...aria} name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} value={values.phone} onChange={(e) => set('phone', e.target.value)} />}
        </Field>
      </div>
      <ChoiceGroup
        name="slot"
        legend={text.slot}
        required
        columns={2}
        error={errors.slot}
        value={values.slot ?? ''}
        onChange={(value) => set('slot', value)}
        choices={callbackSlots.map((slot) => ({ value: slot, label: slot }))}
      />
      <Field id="callback-message" label={text.message} error={errors.message}>
        {(aria) => <Textarea {...aria} name="message" rows={3} maxLength={limits.text} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
