/**
 * The forms of the back-office's « Vitrine » (issue 33, point 6), one per kind of item, checked in the browser before
 * sending and by the server before writing: the same schema, the same French messages. Their input is the form's
 * strings (a list is typed one point per line, a checkbox is a boolean); their output is what the database keeps.
 */
import * as z from 'zod/mini';
import { referenceSectorIds } from '@/content/references';
import { showcaseMessages as messages } from '@/content/showcase';
import type { MediaPurpose } from '@/config/media';
import type { ShowcaseKind } from '@/config/showcase';
import { forbiddenInLine, forbiddenInParagraph } from './patterns';

export const SHOWCASE_LIMITS = {
  name: 80,
  line: 120,
  description: 600,
  bio: 1_200,
  points: 6,
  firstYear: 1950,
} as const;

const text = (max: number, forbidden: RegExp) =>
  z.string(messages.required).check(
    z.maxLength(max, { error: messages.tooLong(max), abort: true }),
    z.trim(),
    z.minLength(1, { error: messages.required, abort: true }),
    z.refine((value) => !forbidden.test(value), { error: messages.forbidden, abort: true }),
  );
const line = (max: number = SHOWCASE_LIMITS.line) => text(max, forbiddenInLine);
const paragraph = (max: number) => text(max, forbiddenInParagraph);

/** Points typed one per line: trimmed, blank lines dropped; 1 to 6 of them, each a line of 120 characters at most. */
const points = z
  .pipe(
    z.string(messages.required).check(
      z.maxLength(SHOWCASE_LIMITS.points * (SHOWCASE_LIMITS.line + 2), {
        error: messages.lines(SHOWCASE_LIMITS.points, SHOWCASE_LIMITS.line),
        abort: true,
      }),
    ),
    z.transform((value) =>
      value
        .split('\n')
        .map((point) => point.trim())
        .filter(Boolean),
    ),
  )
  .check(
    z.refine(
      (list) =>
        list.length >= 1 &&
        list.length <= SHOWCASE_LIMITS.points &&
        list.every((point) => point.length <= SHOWCASE_LIMITS.line),
      { error: messages.lines(SHOWCASE_LIMITS.points, SHOWCASE_LIMITS.line), abort: true },
    ),
    z.refine((list) => list.every((point) => !forbiddenInLine.test(point)), { error: messages.forbidden }),
  );

/** A year typed in digits, from 1950 to this year. */
const year = z
  .pipe(
    z
      .string(messages.required)
      .check(z.trim(), z.regex(/^\d{4}$/, messages.year(SHOWCASE_LIMITS.firstYear, new Date().getFullYear()))),
    z.transform(Number),
  )
  .check(
    z.refine((value) => value >= SHOWCASE_LIMITS.firstYear && value <= new Date().getFullYear(), {
      error: () => messages.year(SHOWCASE_LIMITS.firstYear, new Date().getFullYear()),
    }),
  );

export const showcaseSchemas = {
  sector: z.object({
    title: line(SHOWCASE_LIMITS.name),
    description: paragraph(SHOWCASE_LIMITS.description),
    work: points,
  }),
  client: z.object({
    name: line(SHOWCASE_LIMITS.name),
    sector: z.enum(referenceSectorIds, messages.sector),
    illustrative: z.boolean(),
  }),
  partner: z.object({
    name: line(SHOWCASE_LIMITS.name),
    domain: line(),
    description: paragraph(SHOWCASE_LIMITS.description),
    offerings: points,
    since: year,
    illustrative: z.boolean(),
  }),
  leader: z.object({
    name: line(SHOWCASE_LIMITS.name),
    role: line(),
    speciality: line(),
    experience: line(),
    bio: paragraph(SHOWCASE_LIMITS.bio),
  }),
};

type Schemas = typeof showcaseSchemas;
export type ShowcaseFields = { [K in keyof Schemas]: z.output<Schemas[K]> };
/** What each kind's form sends: its fields as typed. */
export type ShowcaseForm = { [K in keyof Schemas]: z.input<Schemas[K]> };
/** The kinds whose items an editor adds and removes; a sector is only rewritten. */
export const addableKinds = ['client', 'partner', 'leader'] as const;

/** What a kind's image is for: a client's and a partner's logo, a leader's photo; a sector has none. */
export const showcaseImagePurposes: Partial<Record<ShowcaseKind, MediaPurpose>> = {
  client: 'logo',
  partner: 'logo',
  leader: 'photo',
};

/** An item's name as the back-office and the audit log write it: a sector's title, anyone else's name. */
export const itemName = (fields: Record<string, unknown>) => String(fields.name ?? fields.title ?? '');
