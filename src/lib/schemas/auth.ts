/**
 * The sign-in and sign-up forms' schemas, used by the browser before sending and by the server (a better-auth hook)
 * before anything is looked up, so that a payload sent directly gets the same French messages.
 */
import * as z from 'zod/mini';
import { authMessages } from '@/content/auth';
import { secondFactorMessages } from '@/content/second-factor';
import { limits, PASSWORD_MAX, PASSWORD_MIN } from './limits';
import { emailPattern, forbiddenInLine, recoveryCodePattern, totpCodePattern } from './patterns';

export { PASSWORD_MAX, PASSWORD_MIN } from './limits';

// Length checks abort: past the limit, the pattern never sees the value (linear anyway, see patterns.ts).
const emailField = z
  .string(authMessages.required)
  .check(
    z.trim(),
    z.minLength(1, { error: authMessages.required, abort: true }),
    z.maxLength(limits.email, { error: authMessages.emailInvalid, abort: true }),
    z.regex(emailPattern, authMessages.emailInvalid),
  );
// No password is longer than PASSWORD_MAX: a longer one is refused before it is hashed.
const passwordField = z
  .string(authMessages.required)
  .check(
    z.minLength(1, { error: authMessages.required, abort: true }),
    z.maxLength(PASSWORD_MAX, { error: authMessages.tooLong, abort: true }),
  );

export const signInSchema = z.object({ email: emailField, password: passwordField });

/** What the server receives on sign-up: the confirmation never leaves the browser. */
export const signUpServerSchema = z.object({
  email: emailField,
  // The display name better-auth stores: the browser sends the address's local part.
  name: z.optional(
    z.string(authMessages.invalidForm).check(
      z.maxLength(limits.email, { error: authMessages.invalidForm, abort: true }),
      z.refine((value) => !forbiddenInLine.test(value), authMessages.invalidForm),
    ),
  ),
  password: passwordField.check(
    z.minLength(PASSWORD_MIN, authMessages.tooShort),
    z.maxLength(PASSWORD_MAX, authMessages.tooLong),
  ),
});

/** A new password and its confirmation: SPEC §5's sign-up rules, for sign-up and for a password reset. */
type NewPassword = { password: string; confirmPassword: string };
const newPasswordChecks = [
  z.refine<NewPassword>((value) => value.password === value.confirmPassword, {
    message: authMessages.mismatch,
    path: ['confirmPassword'],
  }),
  z.refine<NewPassword>((value) => value.password.length >= PASSWORD_MIN, {
    message: authMessages.tooShort,
    path: ['password'],
  }),
  z.refine<NewPassword>((value) => value.password.length <= PASSWORD_MAX, {
    message: authMessages.tooLong,
    path: ['password'],
  }),
] as const;
const confirmField = z.string(authMessages.required).check(z.minLength(1, authMessages.required));

export const signUpSchema = z
  .object({ email: emailField, password: passwordField, confirmPassword: confirmField })
  .check(...newPasswordChecks);

/** "Mot de passe oublié ?": the address to send the reset link to. */
export const resetRequestSchema = z.object({ email: emailField });

/** The reset page's form, in the browser. */
export const newPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .check(...newPasswordChecks);

/** What the server receives on a reset (better-auth's field name): the confirmation never leaves the browser. */
export const newPasswordServerSchema = z.object({
  newPassword: passwordField.check(
    z.minLength(PASSWORD_MIN, authMessages.tooShort),
    z.maxLength(PASSWORD_MAX, authMessages.tooLong),
  ),
});

/** A code of the authenticator app: 6 digits. Strict: "trust this device" and the like are not ours to send. */
export const totpCodeSchema = z.strictObject(
  { code: z.string(authMessages.required).check(z.regex(totpCodePattern, secondFactorMessages.codeInvalid)) },
  authMessages.invalidForm,
);

/** A recovery code, as the enrolment gave it: two groups of 5 letters or digits. */
export const recoveryCodeSchema = z.strictObject(
  { code: z.string(authMessages.required).check(z.regex(recoveryCodePattern, secondFactorMessages.codeInvalid)) },
  authMessages.invalidForm,
);

/** Enrolling, renewing the recovery codes or removing the authenticator: the password again, and nothing else. */
export const twoFactorPasswordSchema = z.strictObject({ password: passwordField }, authMessages.invalidForm);

type AuthSchema =
  | typeof totpCodeSchema
  | typeof recoveryCodeSchema
  | typeof twoFactorPasswordSchema
  | typeof signInSchema
  | typeof signUpSchema
  | typeof signUpServerSchema
  | typeof resetRequestSchema
  | typeof newPasswordSchema
  | typeof newPasswordServerSchema;

/** `email` is the trimmed address, or '' for the forms that have none (a new password). */
export type AuthCheck = { ok: true; email: string } | { ok: false; field: string; message: string };

/**
 * The first message SPEC §5 would show: every field is required first, then the checks in SPEC's order
 * (confirmation, then length).
 */
export function checkAuthForm(schema: AuthSchema, input: unknown): AuthCheck {
  // Anything but an object is a form with every field missing.
  const result = z.safeParse(schema, typeof input === 'object' && input !== null ? input : {});
  if (result.success) return { ok: true, email: 'email' in result.data ? result.data.email : '' };
  const issues = result.error.issues;
  const missing = issues.find((issue) => issue.message === authMessages.required);
  const first = missing ?? issues.find((issue) => issue.message === authMessages.mismatch) ?? issues[0]!;
  return { ok: false, field: String(first.path[0] ?? 'email'), message: first.message };
}
