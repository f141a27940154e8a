/**
 * Field rules shared by every request schema, in Zod Mini so that the browser pays a few kilobytes for them.
 * Required text is trimmed; empty optional text becomes null (SPEC §3).
 */
import * as z from 'zod/mini';
import { messages } from '@/content/requests';
import { limits } from './limits';
import { emailPattern, forbiddenInLine, forbiddenInParagraph } from './patterns';

export { HONEYPOT_FIELD, limits } from './limits';

// Length checks abort: past the limit, no later check (pattern, refinement) sees the value.
const bounded = (min: number, max: number, required: string) =>
  [
    z.minLength(min, { error: required, abort: true }),
    z.maxLength(max, { error: messages.tooLong(max), abort: true }),
  ] as const;
const clean = (multiline: boolean) =>
  z.refine<string>(
    (value) => !(multiline ? forbiddenInParagraph : forbiddenInLine).test(value),
    messages.invalidCharacters,
  );

const required = (max: number, message: string, multiline: boolean) =>
  z.string(message).check(z.trim(), ...bounded(1, max, message), clean(multiline));

const optional = (max: number, multiline: boolean) =>
  z.pipe(
    z.optional(
      z.nullable(
        z
          .string(messages.invalidChoice)
          .check(z.trim(), z.maxLength(max, { error: messages.tooLong(max), abort: true }), clean(multiline)),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** One line of text: a name, a company (a phone number: phone-field.ts). */
export const requiredText = (max: number, message: string) => required(max, message, false);
export const optionalText = (max: number) => optional(max, false);

/** A message or a description: line breaks and tabs allowed. */
export const requiredParagraph = (message: string) => required(limits.text, message, true);
export const optionalParagraph = () => optional(limits.text, true);

export const email = (message: string) =>
  z.string(message).check(z.trim(), ...bounded(1, limits.email, message), z.regex(emailPattern, messages.emailInvalid));

export const choice = <const T extends readonly string[]>(values: T, required: string) =>
  z.pipe(
    z.string(required).check(z.minLength(1, required)),
    z.enum(values as unknown as [T[number], ...T[number][]], messages.invalidChoice),
  );

export const optionalChoice = <const T extends readonly string[]>(values: T) =>
  z
    .pipe(
      z.optional(z.nullable(z.string(messages.invalidChoice))),
      z.transform((value) => (value ? value : null)),
    )
    .check(
      z.refine((value) => value === null || (values as readonly string[]).includes(value), messages.invalidChoice),
    );

/** Page path and button that opened the form. */
export const source = z
  .string()
  .check(z.trim(), ...bounded(1, limits.source, messages.invalidRequest), clean(false), z.startsWith('/'));

/** The hidden honeypot: people leave it empty, bots fill it. */
export const honeypot = z.optional(z.string().check(z.maxLength(limits.text, { abort: true })));
