/**
 * A reply template's form (issue 32), used by the admins' page before sending and by the server before writing; and
 * its placeholders: a word between braces, `{prénom}`, read whatever its case, replaced by the request's value.
 */
import * as z from 'zod/mini';
import { replyPlaceholders, replyTemplateMessages as messages } from '@/content/reply-templates';
import { forbiddenInLine, forbiddenInParagraph } from './patterns';

/** A template's longest title, subject and text; the subject and text are a reply's own (DESK_LIMITS). */
export const REPLY_TEMPLATE_LIMITS = { title: 80, subject: 200, body: 10_000 } as const;

export type PlaceholderKey = keyof typeof replyPlaceholders;
export type PlaceholderValues = Record<PlaceholderKey, string>;

/** A placeholder as written in a template. */
export const placeholderToken = (key: PlaceholderKey) => `{${replyPlaceholders[key].name}}`;
/** Every placeholder as written, for a hint or a refusal: `{prénom}, {service}, …`. */
export const placeholderTokens = (Object.keys(replyPlaceholders) as PlaceholderKey[]).map(placeholderToken).join(', ');

/**
 * What reads as a placeholder: braces around a word of up to 30 letters (with their accents, decomposed or not),
 * digits, spaces, `_` or `-`, starting with a letter. Braces around anything else (`{ a: 1 }`) are text. Each brace
 * is tried over at most 31 characters: linear time.
 */
const placeholderPattern = /\{(\p{L}[\p{L}\p{M}\p{N} _-]{0,29})\}/gu;
const keyOf = new Map<string, PlaceholderKey>(
  Object.entries(replyPlaceholders).map(([key, { name }]) => [name, key as PlaceholderKey]),
);
const placeholderKey = (word: string) => keyOf.get(word.normalize('NFC').trim().toLowerCase());

/** The placeholders of a text that are none of ours, as written, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [token, word] of text.matchAll(placeholderPattern)) if (!placeholderKey(word!)) unknown.add(token);
  return [...unknown];
}

/** The text with each of our placeholders replaced by its value; anything else stays as written. */
export const fillPlaceholders = (text: string, values: PlaceholderValues) =>
  text.replace(placeholderPattern, (token, word: string) => {
    const key = placeholderKey(word);
    return key ? values[key] : token;
  });

const field = (max: number, required: string, forbidden: RegExp) =>
  z.string(required).check(
    z.maxLength(max, { error: messages.tooLong(max), abort: true }),
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.refine((value) => !forbidden.test(value), { error: messages.forbidden, abort: true }),
  );
const withPlaceholders = (schema: ReturnType<typeof field>) =>
  schema.check(
    z.superRefine((value, context) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length)
        context.addIssue({
          code: 'custom',
          message: messages.unknownPlaceholders(unknown, placeholderTokens),
          input: value,
        });
    }),
  );

/** A template's fields as its form sends them. */
export const replyTemplateFields = {
  title: field(REPLY_TEMPLATE_LIMITS.title, messages.titleRequired, forbiddenInLine),
  subject: withPlaceholders(field(REPLY_TEMPLATE_LIMITS.subject, messages.subjectRequired, forbiddenInLine)),
  body: withPlaceholders(field(REPLY_TEMPLATE_LIMITS.body, messages.bodyRequired, forbiddenInParagraph)),
};
export const replyTemplateSchema = z.object(replyTemplateFields);
export type ReplyTemplateFields = z.output<typeof replyTemplateSchema>;
