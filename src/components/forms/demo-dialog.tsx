'use client';

import { demoRequestTypes, demoSolutions, dialogText } from '@/content/requests';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', solution: '', requestType: 'demo', message: '' };

export default function DemoDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const form = useRequestForm('demo', { ...empty, ...preset }, { source, onSuccess: () => onOpenChange(false) });
  const { values, errors, set } = form;
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogText.demo.title}
      description={dialogText.demo.description}
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel="Envoyer la demande"
    >
      <ContactFields prefix="demo" values={values} errors={errors} set={set} phoneRequired={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="demo-solution"
          name="solution"
          label="Solution"
          required
          error={errors.solution}
          options={demoSolutions}
          placeholder="Choisissez une solution"
          value={values.solution ?? ''}
          onChange={(value) => set('solution', value)}
        />
        <SelectField
          id="demo-type"
          name="requestType"
          label="Votre demande"
          required
          error={errors.requestType}
          options={demoRequestTypes.map((type) => ({ value: type.id, label: type.label }))}
          value={values.requestType ?? ''}
          onChange={(value) => set('requestType', value)}
        />
      </div>
      <Field id="demo-message" label="Message" error={errors.message}>
        {(aria) => <Textarea {...aria} name="message" rows={3} maxLength={limits.text} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
