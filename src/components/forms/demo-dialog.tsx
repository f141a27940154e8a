'use client';

import { demoDialogText, demoRequestTypes, demoSolutions } from '@/content/requests';
import { demoFormText as text, formText } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', solution: '', requestType: 'demo', message: '' };

export default function DemoDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const form = useRequestForm('demo', { ...empty, ...preset }, { source, onSuccess: () => onOpenChange(false) });
  const { values, errors, set } = form;
  // The title says what the visitor asks for, and follows the request type they choose.
  const heading = demoDialogText(values.requestType);
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={heading.title}
      description={heading.description}
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={formText.sendRequest}
    >
      <ContactFields prefix="demo" values={values} errors={errors} set={set} phoneRequired={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="demo-solution"
          name="solution"
          label={text.solution}
          required
          error={errors.solution}
          options={demoSolutions}
          placeholder={text.solutionPlaceholder}
          value={values.solution ?? ''}
          onChange={(value) => set('solution', value)}
        />
        <SelectField
          id="demo-type"
          name="requestType"
          label={text.requestType}
          required
          error={errors.requestType}
          options={demoRequestTypes.map((type) => ({ value: type.id, label: type.label }))}
          value={values.requestType ?? ''}
          onChange={(value) => set('requestType', value)}
        />
      </div>
      <Field id="demo-message" label={formText.message} error={errors.message}>
        {(aria) => <Textarea {...aria} name="message" rows={3} maxLength={limits.text} value={values.message} onChange={(e) => set('message', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
