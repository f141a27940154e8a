'use client';

import { dialogText, issueTypes, supportPriorities } from '@/content/requests';
import { formText, supportFormText as text } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { Field, SelectField, Textarea } from '@/components/ui/field';
import { ContactFields } from './contact-fields';
import { RequestDialog, type DialogProps } from './request-dialog';
import { useRequestForm } from './use-request-form';

const empty = { name: '', email: '', phone: '', company: '', priority: '', issue: '', description: '' };

export default function SupportDialog({ open, onOpenChange, source, preset }: DialogProps) {
  const form = useRequestForm('support', { ...empty, ...preset }, { source, onSuccess: () => onOpenChange(false) });
  const { values, errors, set } = form;
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogText.support.title}
      description={dialogText.support.description}
      formRef={form.formRef}
      onSubmit={form.submit}
      busy={form.busy}
      submitLabel={formText.sendRequest}
    >
      <ContactFields prefix="support" values={values} errors={errors} set={set} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="support-priority"
          name="priority"
          label={text.priority}
          required
          error={errors.priority}
          options={supportPriorities.map((priority) => ({ value: priority.id, label: priority.label }))}
          placeholder={text.priorityPlaceholder}
          value={values.priority ?? ''}
          onChange={(value) => set('priority', value)}
        />
        <SelectField id="support-issue" name="issue" label={text.issue} error={errors.issue} options={issueTypes} placeholder={formText.notSpecified} value={values.issue ?? ''} onChange={(value) => set('issue', value)} />
      </div>
      <Field id="support-description" label={text.description} required error={errors.description}>
        {(aria) => <Textarea {...aria} name="description" rows={4} maxLength={limits.text} value={values.description} onChange={(e) => set('description', e.target.value)} />}
      </Field>
    </RequestDialog>
  );
}
