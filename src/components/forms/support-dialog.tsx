'use client';

import { dialogText, issueTypes, supportPriorities } from '@/content/requests';
import { formText } from '@/content/forms';
import { supportFormText as text } from '@/content/forms/support';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestDialog } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', priority: '', issue: '', description: '' };

export default function SupportDialog(props: DialogProps) {
  const form = useRequestDialog('support', empty, props);
  return (
    <RequestDialog {...form.dialog} heading={dialogText.support} submitLabel={formText.sendRequest}>
      <ContactFields prefix="support" form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="support-priority" {...form.field('priority')} label={text.priority} required options={supportPriorities} placeholder={text.priorityPlaceholder} />
        <SelectField id="support-issue" {...form.field('issue')} label={text.issue} options={issueTypes} placeholder={formText.notSpecified} />
      </div>
      <Field id="support-description" label={text.description} required error={form.errors.description}>
        {(aria) => <Textarea {...aria} {...form.input('description')} rows={4} maxLength={limits.text} />}
      </Field>
    </RequestDialog>
  );
}
