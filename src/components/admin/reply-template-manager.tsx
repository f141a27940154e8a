'use client';

import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { replyTemplateText as text } from '@/content/reply-templates';
import { firstErrors, type FieldErrors } from '@/lib/schemas/field-errors';
import { placeholderTokens, REPLY_TEMPLATE_LIMITS as limits, replyTemplateSchema } from '@/lib/schemas/reply-template';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import type { WorkflowKind } from '@/config/requests';
import { ConfirmButton } from './confirm-button';
import { useAdminWrite } from './use-admin-write';

/** What `/api/admin/reply-templates` takes (server/admin/reply-templates.ts validates it again). */
type Fields = { title: string; subject: string; body: string };
export type ReplyTemplateChange =
  | ({ action: 'create'; kind: WorkflowKind } & Fields)
  | ({ action: 'update'; id: string } & Fields)
  | { action: 'remove'; id: string };

const useReplyTemplateChange = () => useAdminWrite<ReplyTemplateChange>('/api/admin/reply-templates', text.errorTitle);

/**
 * A template's form: « Ajouter un modèle » with its kind when `template` is absent, else that template's edit. Checked
 * with the server's own schema before sending; the first wrong field gets the focus.
 */
export function ReplyTemplateForm({
  template,
  kinds,
}: {
  template?: { id: string } & Fields;
  kinds?: { id: WorkflowKind; label: string }[];
}) {
  const { busy, send } = useReplyTemplateChange();
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefix = template ? `template-${template.id}` : 'template-new';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = replyTemplateSchema.safeParse({
      title: data.get('title'),
      subject: data.get('subject'),
      body: data.get('body'),
    });
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      form.querySelector<HTMLElement>(`#${prefix}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    if (template) {
      await send(
        'update',
        { action: 'update', id: template.id, ...parsed.data },
        { title: text.savedTitle, description: parsed.data.title },
      );
    } else if (
      await send(
        'create',
        { action: 'create', kind: data.get('kind') as WorkflowKind, ...parsed.data },
        { title: text.addedTitle, description: parsed.data.title },
      )
    ) {
      form.reset();
    }
  };
  const hint = text.placeholdersHint(placeholderTokens);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={template ? text.editTemplate(template.title) : text.addHeading}
      className="flex flex-col gap-4"
    >
      {kinds ? (
        <Field id={`${prefix}-kind`} label={text.kind}>
          {(aria) => (
            <Select {...aria} name="kind" defaultValue={kinds[0]?.id} className="sm:max-w-xs">
              {kinds.map((kind) => (
                <option key={kind.id} value={kind.id}>
                  {kind.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
      <Field id={`${prefix}-title`} label={text.title} required hint={text.titleHint} error={errors.title}>
        {(aria) => (
          <Input {...aria} name="title" defaultValue={template?.title} maxLength={limits.title} autoComplete="off" />
        )}
      </Field>
      <Field id={`${prefix}-subject`} label={text.subject} required error={errors.subject}>
        {(aria) => (
          <Input
            {...aria}
            name="subject"
            defaultValue={template?.subject}
            maxLength={limits.subject}
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${prefix}-body`} label={text.body} required hint={hint} error={errors.body}>
        {(aria) => (
          <Textarea
            {...aria}
            name="body"
            defaultValue={template?.body}
            maxLength={limits.body}
            rows={template ? 6 : 5}
          />
        )}
      </Field>
      <button
        type="submit"
        className={buttonVariants({ variant: template ? 'outline' : 'primary', className: 'w-fit' })}
        disabled={busy !== null}
      >
        {template ? null : <Icon icon={Plus} />}
        {busy ? text.working : template ? text.save : text.add}
      </button>
    </form>
  );
}

/** « Supprimer », in two steps (a second press confirms). */
export function RemoveReplyTemplate({ id, title }: { id: string; title: string }) {
  const { busy, send } = useReplyTemplateChange();
  return (
    <ConfirmButton
      label={text.remove}
      confirmLabel={text.confirmRemove}
      disabled={busy !== null}
      onConfirm={() => send('remove', { action: 'remove', id }, { title: text.removedTitle, description: title })}
    />
  );
}
