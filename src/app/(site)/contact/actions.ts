'use server';

import { headers } from 'next/headers';
import { limits } from '@/lib/schemas/limits';
import type { ContactFormState } from '@/components/forms/contact-form';
import { logError } from '@/server/log';
import { createContact } from '@/server/requests';
import { visitOfField } from '@/server/requests/attribution';
import { requestContext, unavailable } from '@/server/requests/http';

const fieldNames = ['name', 'email', 'phone', 'company', 'service', 'message', 'source', 'website'] as const;

/** The contact form's server action: a thin shell around createContact, and what a plain HTML POST reaches. */
export async function submitContact(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  const input = Object.fromEntries(fieldNames.map((name) => [name, String(formData.get(name) ?? '')]));
  // Given back as typed, but never more than a field can hold: a crafted 60 KB value is not echoed into the page.
  const values = Object.fromEntries(Object.entries(input).filter(([name]) => name !== 'website').map(([name, value]) => [name, value.slice(0, limits.text)]));
  let result;
  try {
    // No script, no idempotency key: one is derived from the fields and the address, so that a double-submitted form stores once.
    const ctx = { ...(await requestContext(await headers())), visit: visitOfField(formData.get('attribution')), deriveIdempotencyKey: true };
    result = await createContact(input, ctx);
  } catch (error) {
    logError('requests', 'contact failed before it could be saved', error);
    result = unavailable;
  }
  if (result.ok) return { status: 'success', title: result.notice.title, description: result.notice.description, values: {} };
  return { status: 'error', title: result.error.title, description: result.error.description, fields: result.error.fields, values };
}
