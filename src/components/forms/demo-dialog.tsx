'use client';

import { demoDialogText, demoRequestTypes, demoSolutions } from '@/content/requests';
import { formText } from '@/content/forms';
import { demoFormText as text } from '@/content/forms/demo';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', solution: '', requestType: 'demo', message: '' };

export default function DemoDialog(props: DialogProps) {
  const form = useRequestDialog('demo', empty, props);
  // The title says what the visitor asks for, and follows the request type they choose.
  return (
    <RequestDialog {...form.dialog} heading={demoDialogText(form.values.requestType)} submitLabel={formText.sendRequest}>
      <ContactFields prefix="demo" form={form} phoneRequired={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="demo-solution" {...form.field('solution')} label={text.solution} required options={demoSolutions} placeholder={text.solutionPlaceholder} />
        <SelectField id="demo-type" {...form.field('requestType')} label={text.requestType} required options={demoRequestTypes} />
      </div>
      <Field id="demo-message" label={formText.message} error={form.errors.message}>
        {(aria) => <Textarea {...aria} {...form.input('message')} rows={3} maxLength={limits.text} />}
      </Field>
    </RequestDialog>
  );
}
