/** One schema per visitor form, used by the browser before sending and by the server before writing. */
import * as z from 'zod/mini';
import {
  APPLICATION_SUBJECT,
  budgets,
  callbackSlots,
  consultationModes,
  consultationTypes,
  contactServices,
  demoRequestTypes,
  demoSolutions,
  issueTypes,
  messages,
  requestableServices,
  supportPriorities,
  timeSlots,
  timelines,
  urgencies,
} from '@/content/requests';
import { todayIso } from '@/lib/dates';
import { requestKinds, type RequestKind } from '@/config/request-kinds';
import {
  choice,
  email,
  honeypot,
  limits,
  optionalChoice,
  optionalParagraph,
  optionalText,
  requiredParagraph,
  requiredText,
  source,
} from './fields';
import { optionalPhone, requiredPhone } from './phone-field';
import { firstErrors, type FieldErrors } from './field-errors';
import { newsletterSchema } from './newsletter';

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((item) => item.id);
const common = { source, website: honeypot };

export const quoteSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.required),
  email: email(messages.required),
  phone: requiredPhone(messages.required),
  company: optionalText(limits.company),
  service: choice(requestableServices, messages.required),
  budget: optionalChoice(budgets),
  timeline: optionalChoice(timelines),
  description: z.pipe(
    optionalParagraph(),
    z.transform((value) => value ?? ''),
  ),
});

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const consultationSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.required),
  email: email(messages.required),
  phone: requiredPhone(messages.required),
  company: optionalText(limits.company),
  consultationType: choice(ids(consultationTypes), messages.required),
  consultationMode: choice(ids(consultationModes), messages.required),
  preferredDate: z.string(messages.required).check(
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(10, { error: messages.required, abort: true }),
    z.regex(isoDate, messages.required),
    z.refine((value) => value >= todayIso(), messages.pastDate),
  ),
  preferredTime: choice(timeSlots, messages.required),
  urgency: z._default(choice(ids(urgencies), messages.required), 'low'),
  subject: optionalText(limits.short),
  message: optionalParagraph(),
  specificNeeds: optionalParagraph(),
});

export const contactSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.contactRequired),
  email: email(messages.contactRequired),
  phone: optionalPhone(),
  company: optionalText(limits.company),
  service: optionalChoice([...contactServices, APPLICATION_SUBJECT]),
  message: requiredParagraph(messages.contactRequired),
});

export const supportSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.required),
  email: email(messages.required),
  phone: requiredPhone(messages.required),
  company: optionalText(limits.company),
  priority: choice(ids(supportPriorities), messages.required),
  issue: optionalChoice(issueTypes),
  description: requiredParagraph(messages.required),
});

/** The newsletter's lives in newsletter.ts, which the footer's form loads alone (without the phone parser). */
export { newsletterSchema };

export const demoSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.required),
  email: email(messages.required),
  phone: optionalPhone(),
  company: optionalText(limits.company),
  solution: choice(demoSolutions, messages.required),
  requestType: choice(ids(demoRequestTypes), messages.required),
  message: optionalParagraph(),
});

export const callbackSchema = z.object({
  ...common,
  name: requiredText(limits.name, messages.required),
  phone: requiredPhone(messages.required),
  slot: choice(callbackSlots, messages.required),
  message: optionalParagraph(),
});

/** Each kind's schema, by its id (config/request-kinds.ts: a kind without a schema does not compile). */
export const requestSchemas = {
  quote: quoteSchema,
  consultation: consultationSchema,
  contact: contactSchema,
  support: supportSchema,
  newsletter: newsletterSchema,
  demo: demoSchema,
  callback: callbackSchema,
} as const satisfies Record<RequestKind, z.ZodMiniType>;

export { requestKinds, type RequestKind };
export type RequestInput<K extends RequestKind> = z.input<(typeof requestSchemas)[K]>;
export type RequestData<K extends RequestKind> = z.output<(typeof requestSchemas)[K]>;

/**
 * A form's fields as its inputs hold them (each a string), without the source and the honeypot, which the form adds:
 * each form's empty values satisfy it, so that a field of the schema missing from its form, or the reverse, fails to
 * compile.
 */
export type FormValues<K extends RequestKind> = {
  [F in Exclude<keyof RequestInput<K>, 'source' | 'website'>]-?: string;
};

type IdOf<T extends readonly { id: string }[]> = T[number]['id'];

/**
 * What a button may preselect in each request dialog: only the dialog's choices, typed by the lists its schema checks,
 * so that a preset the dialog would refuse (an unknown consultation type, a solution missing from the demo list) does
 * not compile.
 */
export type RequestPresets = {
  quote: { service?: string };
  consultation: {
    consultationType?: IdOf<typeof consultationTypes>;
    consultationMode?: IdOf<typeof consultationModes>;
    urgency?: IdOf<typeof urgencies>;
  };
  demo: { solution?: (typeof demoSolutions)[number]; requestType?: IdOf<typeof demoRequestTypes> };
  support: { priority?: IdOf<typeof supportPriorities> };
  callback: { slot?: (typeof callbackSlots)[number] };
};
export type RequestPreset<K extends keyof RequestPresets> = RequestPresets[K];

export type { FieldErrors } from './field-errors';

/** Validates a payload; on failure, the first French message of each field. */
export function validateRequest<K extends RequestKind>(
  kind: K,
  input: unknown,
): { success: true; data: RequestData<K> } | { success: false; errors: FieldErrors } {
  const result = z.safeParse(requestSchemas[kind], input);
  if (result.success) return { success: true, data: result.data as RequestData<K> };
  return { success: false, errors: firstErrors(result.error.issues) };
}

/** The toast of a refused form: SPEC's "missing fields" title when only required fields are missing. */
export function validationNotice(kind: RequestKind, errors: FieldErrors): { title: string; description: string } {
  const required = kind === 'contact' ? messages.contactRequired : messages.required;
  const descriptions = Object.values(errors);
  const onlyMissing = kind !== 'newsletter' && descriptions.every((message) => message === required);
  return {
    title: onlyMissing ? messages.requiredTitle : messages.errorTitle,
    description: descriptions[0] ?? messages.invalidRequest,
  };
}
