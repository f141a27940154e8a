import { authErrorMessages, authMessages, passwordResetPages } from '@/content/auth';
import { CONFIRMED_FLAG, CONFIRMED_VALUE } from '@/lib/session-hint';
import { totpCodePattern } from '@/lib/schemas/patterns';

export type AuthResult = { ok: true; data?: unknown } | { ok: false; code: string; message: string };

/** Where the confirmation link lands: the site's root, which then says the account is active. */
export const CONFIRMATION_CALLBACK = `/?${CONFIRMED_FLAG}=${CONFIRMED_VALUE}`;

/** A better-auth answer, in French: our own checks already speak it; the service's codes are translated. */
function failure(status: number, body: { code?: string; message?: string } | null, retryAfter: string | null): AuthResult {
  if (status === 429) return { ok: false, code: 'RATE_LIMITED', message: authMessages.tooMany(Math.max(1, Number(retryAfter) || 10)) };
  if (status >= 500 || !body) return { ok: false, code: 'UNAVAILABLE', message: authMessages.unavailable };
  const code = body.code ?? 'UNKNOWN';
  if (code === 'FORM_INVALID' && body.message) return { ok: false, code, message: body.message };
  return { ok: false, code, message: authErrorMessages[code] ?? authMessages.unknown };
}

export async function postAuth(path: string, body: Record<string, unknown>): Promise<AuthResult> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (response.ok) return { ok: true, data: await response.json().catch(() => null) };
    const json = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    return failure(response.status, json, response.headers.get('x-retry-after'));
  } catch {
    return { ok: false, code: 'UNAVAILABLE', message: authMessages.unavailable };
  }
}

/** A sign-in: `secondFactor` when the account asks a code next (verifySecondFactor). */
export async function signIn(email: string, password: string): Promise<AuthResult & { secondFactor?: boolean }> {
  const result = await postAuth('/sign-in/email', { email, password, rememberMe: true });
  return result.ok ? { ...result, secondFactor: (result.data as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true } : result;
}

/** The code of the second step: 6 digits from the authenticator app, or else a recovery code. */
export const secondFactorEndpoint = (code: string) => (totpCodePattern.test(code) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code');

export const verifySecondFactor = (code: string) => postAuth(secondFactorEndpoint(code), { code });

export const signUp = (email: string, password: string) =>
  postAuth('/sign-up/email', { email, password, name: email.split('@')[0], callbackURL: CONFIRMATION_CALLBACK });

export const resendConfirmation = (email: string) => postAuth('/send-verification-email', { email, callbackURL: CONFIRMATION_CALLBACK });


/** Sends the reset link if the address has an account; the answer is the same either way (it reveals no account). */
export const requestPasswordReset = (email: string) => postAuth('/request-password-reset', { email, redirectTo: passwordResetPages.choose.path });

export const resetPassword = (token: string, newPassword: string) => postAuth('/reset-password', { token, newPassword });
