'use client';

import { useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { deskText as text } from '@/content/desk';
import { replyPickerText as picker } from '@/content/reply-templates';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { DeskBlock } from './desk-block';
import { formText, type DeskBlockProps } from './desk-change';
import type { DeskPanelProps } from './desk-panel';

/** A reply by mail to the visitor's address, from a template or not; a call-back, with no address, has none. */
export function DeskReply({
  kind,
  id,
  busy,
  act,
  email,
  replySubject,
  limits,
  templates,
}: DeskBlockProps & Pick<DeskPanelProps, 'email' | 'replySubject' | 'limits' | 'templates'>) {
  const subjectField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const filledText = useRef('');
  // The reply's fields, from a template: the message's own text (not the last template's) is replaced only once confirmed.
  const ownText = () => {
    const written = messageField.current?.value.trim() ?? '';
    return written !== '' && written !== filledText.current.trim();
  };
  const fillReply = (template: { subject: string; body: string }) => {
    if (!subjectField.current || !messageField.current) return;
    subjectField.current.value = template.subject;
    messageField.current.value = template.body;
    filledText.current = template.body;
    messageField.current.focus();
    messageField.current.setSelectionRange(0, 0);
  };
  const submitReply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const subject = formText(form, 'subject');
    const message = formText(form, 'message');
    if (!email || !subject || !message) return;
    const sent = await act('reply', { action: 'reply', kind, id, subject, text: message }, (answer) => ({
      title: text.sentTitle,
      description: answer.status === 'en_cours' ? text.sentAndMoved(email) : text.sent(email),
    }));
    if (sent) form.reset();
  };
  return (
    <DeskBlock icon={<Icon icon={Send} className="size-5 text-brand-700" />} title={text.replyHeading}>
      {email ? (
        <form onSubmit={submitReply} className="flex flex-col gap-3">
          <p className="text-sm">
            <span className="font-medium text-muted">{text.replyTo}</span>{' '}
            <span className="font-semibold break-all text-ink">{email}</span>
          </p>
          {templates.length ? <TemplatePicker templates={templates} ownText={ownText} fill={fillReply} /> : null}
          <Field id="desk-subject" label={text.replySubject} required>
            {(aria) => (
              <Input
                {...aria}
                ref={subjectField}
                name="subject"
                defaultValue={replySubject}
                maxLength={limits.subject}
                required
              />
            )}
          </Field>
          <Field id="desk-message" label={text.replyText} required hint={text.replyHint}>
            {(aria) => (
              <Textarea {...aria} ref={messageField} name="message" rows={6} maxLength={limits.reply} required />
            )}
          </Field>
          <button
            type="submit"
            className={buttonVariants({ variant: 'primary', className: 'w-fit' })}
            disabled={busy !== null}
          >
            {busy === 'reply' ? text.sending : text.send}
          </button>
        </form>
      ) : (
        <p className="text-sm text-muted">{text.noEmailReply}</p>
      )}
    </DeskBlock>
  );
}

/**
 * « Modèle »: a template's subject and text put in the reply's fields, for staff to edit before sending. Applied with
 * its button, not as the choice changes (arrowing through the list would rewrite the reply at each step); a message
 * already written, other than the last template's text, is replaced only at a second press.
 */
function TemplatePicker({
  templates,
  ownText,
  fill,
}: {
  templates: DeskPanelProps['templates'];
  ownText: () => boolean;
  fill: (template: DeskPanelProps['templates'][number]) => void;
}) {
  const chosen = useRef<HTMLSelectElement>(null);
  const [replacing, setReplacing] = useState(false);
  const apply = () => {
    const template = templates.find((item) => item.id === chosen.current?.value);
    if (!template) return chosen.current?.focus();
    if (ownText() && !replacing) return setReplacing(true);
    setReplacing(false);
    fill(template);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Field id="desk-template" label={picker.label} hint={picker.hint}>
        {(aria) => (
          <div className="flex flex-wrap gap-2">
            <Select
              {...aria}
              ref={chosen}
              defaultValue=""
              className="w-auto min-w-0 grow basis-60"
              onChange={() => setReplacing(false)}
            >
              <option value="">{picker.none}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </Select>
            <button
              type="button"
              className={buttonVariants({ variant: replacing ? 'primary' : 'outline', className: 'w-fit shrink-0' })}
              onClick={apply}
            >
              {replacing ? picker.replace : picker.use}
            </button>
          </div>
        )}
      </Field>
      <p aria-live="polite" className="text-sm font-semibold text-amber-900">
        {replacing ? picker.replaceWarning : null}
      </p>
    </div>
  );
}
