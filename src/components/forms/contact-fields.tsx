'use client';

import { formText } from '@/content/forms';
import { limits } from '@/lib/schemas/limits';
import { Field, Input } from '@/components/ui/field';

type Props = {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  set: (name: string, value: string) => void;
  /** Which of email and phone are required (SPEC §5 differs by form). */
  emailRequired?: boolean;
  phoneRequired?: boolean;
};

/** Name, email, phone and company: the block every visitor form opens with. */
export function ContactFields({ prefix, values, errors, set, emailRequired = true, phoneRequired = true }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${prefix}-name`} label={formText.name} required error={errors.name}>
        {(aria) => <Input {...aria} name="name" autoComplete="name" maxLength={limits.name} value={values.name ?? ''} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field id={`${prefix}-email`} label={formText.email} required={emailRequired} error={errors.email}>
        {(aria) => <Input {...aria} name="email" type="email" autoComplete="email" maxLength={limits.email} value={values.email ?? ''} onChange={(e) => set('email', e.target.value)} />}
      </Field>
      <Field id={`${prefix}-phone`} label={formText.phone} required={phoneRequired} error={errors.phone}>
        {(aria) => <Input {...aria} name="phone" type="tel" autoComplete="tel" maxLength={limits.phone} value={values.phone ?? ''} onChange={(e) => set('phone', e.target.value)} />}
      </Field>
      <Field id={`${prefix}-company`} label={formText.company} error={errors.company}>
        {(aria) => <Input {...aria} name="company" autoComplete="organization" maxLength={limits.company} value={values.company ?? ''} onChange={(e) => set('company', e.target.value)} />}
      </Field>
    </div>
  );
}
