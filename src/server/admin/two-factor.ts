/**
 * A staff member's own second factor (/admin/securite): what the page shows, renewing the recovery codes, and changing
 * authenticator. Enrolling goes through better-auth's endpoints from the browser (/api/auth/two-factor/enable, then
 * verify-totp); the two writes here need the password and a current code, which better-auth does not combine.
 */
import { isAPIError } from 'better-auth/api';
import * as z from 'zod/mini';
import type { StaffTwoFactor } from '@/config/security';
import { authMessages } from '@/content/auth';
import { authAndSecondFactorErrors, secondFactorMessages } from '@/content/second-factor';
import { PASSWORD_MAX } from '@/lib/schemas/auth';
import { recoveryCodePattern, totpCodePattern } from '@/lib/schemas/patterns';
import { recordAudit } from '@/server/audit';
import { getAuth, type Auth } from '@/server/auth/auth';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, AdminRefusal, adminPageFailure } from './errors';
import { settings } from '@/server/settings';

/** The body of `/api/admin/two-factor`. */
export const ownTwoFactorSchema = z.object({
  action: z.enum(['renew-codes', 'reset']),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX)),
  code: z.string().check(z.minLength(1), z.maxLength(20)),
});

/** better-auth's refusal, in French; anything else is not a refusal and goes on up. */
async function inFrench<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // better-auth throws more than one APIError class (its core's and better-call's): isAPIError knows them all.
    if (isAPIError(error))
      throw new AdminRefusal(authAndSecondFactorErrors[String(error.body?.code)] ?? authMessages.unknown);
    throw error;
  }
}

/** The password, then a current code: 6 digits of the authenticator, or a recovery code (which is then used up). */
async function checkPasswordAndCode(auth: Auth, headers: Headers, password: string, code: string) {
  await inFrench(() => auth.api.verifyPassword({ headers, body: { password } }));
  const typed = code.replace(/\s+/g, '');
  if (totpCodePattern.test(typed)) await inFrench(() => auth.api.verifyTOTP({ headers, body: { code: typed } }));
  else if (recoveryCodePattern.test(typed))
    await inFrench(() => auth.api.verifyBackupCode({ headers, body: { code: typed } }));
  else throw new AdminRefusal(secondFactorMessages.codeInvalid);
}

export type OwnTwoFactorResult =
  { action: 'renew-codes'; backupCodes: string[] } | { action: 'reset'; setCookies: string[] };

/**
 * Renews the caller's recovery codes (the old ones stop working), or removes their authenticator so that they enrol a
 * new one; either after their password and a current code. `headers` carry the caller's session, for better-auth
 * (the process's instance, or the one a test made on its own database).
 */
export async function changeOwnTwoFactor(
  caller: AdminCaller,
  headers: Headers,
  input: unknown,
  auth?: Auth,
): Promise<OwnTwoFactorResult> {
  const staff = await requireStaff(caller, 'staff');
  if (!staff.twoFactor) throw new AdminError('invalid');
  const parsed = ownTwoFactorSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const { action, password, code } = parsed.data;
  auth ??= await getAuth();
  await checkPasswordAndCode(auth, headers, password, code);
  if (action === 'renew-codes') {
    const { backupCodes } = await inFrench(() => auth.api.generateBackupCodes({ headers, body: { password } }));
    await recordAudit(caller.db, { action: 'recovery-codes-renewed', actor: staff.email, ip: caller.ip });
    return { action, backupCodes };
  }
  // better-auth replaces the session when the authenticator goes: its new cookie is passed on.
  const removed = await inFrench(() => auth.api.disableTwoFactor({ headers, body: { password }, returnHeaders: true }));
  await recordAudit(caller.db, { action: 'two-factor-reset', actor: staff.email, ip: caller.ip });
  return { action, setCookies: removed.headers.getSetCookie() };
}

export type SecurityPage =
  | { state: 'redirect'; to: string }
  | { state: 'failed' }
  | { state: 'ready'; email: string; enrolled: boolean; policy: StaffTwoFactor };

/** What /admin/securite shows: the enrolment to a staff member without an authenticator, its management to the others. */
export async function loadSecurityPage(caller: () => Promise<AdminCaller> = currentCaller): Promise<SecurityPage> {
  try {
    const staff = await requireStaff(await caller(), 'staff', { enrolling: true });
    return { state: 'ready', email: staff.email, enrolled: staff.twoFactor, policy: settings().staffTwoFactor };
  } catch (error) {
    return adminPageFailure(error, '/admin/securite');
  }
}
