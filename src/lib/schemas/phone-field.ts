/**
 * The phone fields of the request schemas. What one holds must be one phone number (lib/phone.ts): Ivorian by default,
 * another country's with its prefix, kept as typed; the writer stores its E.164 beside it. Past the field's length
 * limit nothing parses it. A module of its own: the newsletter's schema (newsletter.ts) does without the parser.
 */
import * as z from 'zod/mini';
import { messages } from '@/content/requests';
import { checkPhone } from '@/lib/phone';
import { limits, optionalText, requiredText } from './fields';

const isPhone = z.superRefine<string>((value, context) => {
  const checked = checkPhone(value);
  if (!checked.ok)
    context.addIssue({
      code: 'custom',
      input: value,
      message: checked.problem === 'old-ivorian' ? messages.phoneOldNumbering : messages.phoneInvalid,
    });
});

/** A phone the form requires: SPEC's message when it is empty. */
export const requiredPhone = (message: string) => requiredText(limits.phone, message).check(isPhone);

/** A phone the form may leave empty (null). */
export const optionalPhone = () => z.pipe(optionalText(limits.phone), z.nullable(z.string().check(isPhone)));
