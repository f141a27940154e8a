'use client';

import type { FormEvent } from 'react';
import { PhoneOutgoing } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { contactChannelLabels, deskText as text } from '@/content/desk';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Select, Textarea } from '@/components/ui/field';
import type { ContactChannel } from '@/config/requests';
import { DeskBlock } from './desk-block';
import { formText, type DeskBlockProps } from './desk-change';
import type { DeskPanelProps } from './desk-panel';

/** A contact made outside the site (a call, WhatsApp, a visit…), with a note of how it went. */
export function DeskContact({ kind, id, busy, act, limits }: DeskBlockProps & Pick<DeskPanelProps, 'limits'>) {
  const submitContact = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const channel = formText(form, 'channel') as ContactChannel;
    const note = formText(form, 'contactNote');
    const logged = await act('contact', { action: 'contact', kind, id, channel, note: note || null }, (answer) => ({
      title: text.contactLoggedTitle,
      description:
        answer.status === 'en_cours'
          ? `${contactChannelLabels[channel]}. ${text.contactLoggedAndMoved}`
          : contactChannelLabels[channel],
    }));
    if (logged) form.reset();
  };
  return (
    <DeskBlock icon={<Icon icon={PhoneOutgoing} className="size-5 text-brand-700" />} title={text.contactHeading}>
      <form onSubmit={submitContact} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{text.contactHint}</p>
        <Field id="desk-contact-channel" label={text.contactChannel}>
          {(aria) => (
            <Select {...aria} name="channel" defaultValue="call">
              {Object.entries(contactChannelLabels).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="desk-contact-note" label={text.contactNote}>
          {(aria) => <Textarea {...aria} name="contactNote" rows={2} maxLength={limits.note} />}
        </Field>
        <button
          type="submit"
          className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          disabled={busy !== null}
        >
          {busy === 'contact' ? text.working : text.logContact}
        </button>
      </form>
    </DeskBlock>
  );
}
