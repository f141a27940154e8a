/**
 * Field rules shared by every request schema, in Zod Mini so that the browser pays a few kilobytes for them.
 * Required text is trimmed; empty optional text becomes null (SPEC §3).
 */
import * as z from 'zod/mini';
import { messages } from '@/content/requests';
import { limits } from './limits';

export { HONEYPOT_FIELD, limits } from './limits';


// Practical address check: something@domain.tld, no spaces. The browser's type="email" is looser.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredText = (max: number, required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, messages.tooLong(max)));

export const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string(messages.invalidChoice).check(z.trim(), z.maxLength(max, messages.tooLong(max))))),
    z.transform((value) => (value ? value : null)),
  );

export const email = (required: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(limits.email, messages.tooLong(limits.email)),
    z.regex(emailPattern, messages.emailInvalid),
  );

export const choice = <const T extends readonly string[]>(values: T, required: string) =>
  z.pipe(
    z.string(required).check(z.minLength(1, required)),
    z.enum(values as unknown as [T[number], ...T[number][]], messages.invalidChoice),
  );

export const optionalChoice = <const T extends readonly string[]>(values: T) =>
  z.pipe(
    z.optional(z.nullable(z.string(messages.invalidChoice))),
    z.transform((value) => (value ? value : null)),
  ).check(
    z.refine((value) => value === null || (values as readonly string[]).includes(value), messages.invalidChoice),
  );

/** Page path and button that opened the form. */
export const source = z.string().check(z.trim(), z.minLength(1), z.maxLength(limits.source), z.startsWith('/'));

/** The hidden honeypot: people leave it empty, bots fill it. */
export const honeypot = z.optional(z.string().check(z.maxLength(limits.text)));
