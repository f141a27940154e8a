'use client';

import { formText } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { Field, Input } from '@/components/ui/field';
import type { RequestForm } from './use-request-form';

type ContactField = 'name' | 'email' | 'phone' | 'company';

/** What a kind's fields need of its form (useRequestForm): the same in its dialog and on its page. */
export type RequestFields = Pick<RequestForm, 'errors' | 'input' | 'field'>;

// What the browser needs to fill each field in and the keyboard to show; the same on every form.
const controls = {
  name: { autoComplete: 'name', maxLength: limits.name },
  email: { type: 'email', autoComplete: 'email', maxLength: limits.email },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: limits.phone },
  company: { autoComplete: 'organization', maxLength: limits.company },
} as const satisfies Record<ContactField, { type?: string; autoComplete: string; maxLength: number }>;

type Props = {
  prefix: string;
  form: Pick<RequestForm, 'errors' | 'input'>;
  /** The fields shown, in order: all four, or a callback's name and phone. */
  fields?: readonly ContactField[];
  /** Which of email and phone are required (SPEC §5 differs by form); the name always is, the company never. */
  emailRequired?: boolean;
  phoneRequired?: boolean;
};

/** Name, email, phone and company: the block every visitor form opens with. */
export function ContactFields({
  prefix,
  form,
  fields = ['name', 'email', 'phone', 'company'],
  emailRequired = true,
  phoneRequired = true,
}: Props) {
  const required = { name: true, email: emailRequired, phone: phoneRequired, company: false };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Field
          key={field}
          id={`${prefix}-${field}`}
          label={formText[field]}
          required={required[field]}
          error={form.errors[field]}
        >
          {(aria) => <Input {...aria} {...form.input(field)} {...controls[field]} />}
        </Field>
      ))}
    </div>
  );
}
