/**
 * The newsletter's schema, apart from the other forms' (schemas/requests.ts, which holds it with them): the footer's
 * form loads it on a subscription, without the phone numbers' parser and metadata (lib/phone.ts, about 20 KB gzip)
 * that every other form needs.
 */
import * as z from 'zod/mini';
import { messages } from '@/content/requests';
import { email, honeypot, source } from './fields';
import { firstErrors, type FieldErrors } from './field-errors';

export const newsletterSchema = z.object({
  source,
  website: honeypot,
  email: email(messages.emailMissing),
});

/** validateRequest('newsletter', …) for the footer's form. */
export function validateNewsletter(
  input: unknown,
): { success: true; data: z.output<typeof newsletterSchema> } | { success: false; errors: FieldErrors } {
  const result = z.safeParse(newsletterSchema, input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: firstErrors(result.error.issues) };
}
