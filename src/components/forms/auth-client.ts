import { authErrorMessages, authMessages, passwordResetPages } from '@/content/auth';
import { CONFIRMED_FLAG, CONFIRMED_VALUE } from '@/lib/session-hint';

export type AuthResult = { ok: true; data?: unknown } | { ok: false; code: string; message: string };

/** Where the confirmation link lands: the site's root, which then says the account is active. */
export const CONFIRMATION_CALLBACK = `/?${CONFIRMED_FLAG}=${CONFIRMED_VALUE}`;

/** A better-auth answer, in French: our own checks already speak it; the service's codes are translated. */
function failure(
  status: number,
  body: { code?: string; message?: string } | null,
  retryAfter: string | null,
  messages: Record<string, string>,
): AuthResult {
  if (status === 429)
    return { ok: false, code: 'RATE_LIMITED', message: authMessages.tooMany(Math.max(1, Number(retryAfter) || 10)) };
  if (status >= 500 || !body) return { ok: false, code: 'UNAVAILABLE', message: authMessages.unavailable };
  const code = body.code ?? 'UNKNOWN';
  if (code === 'FORM_INVALID' && body.message) return { ok: false, code, message: body.message };
  return { ok: false, code, message: messages[code] ?? authMessages.unknown };
}

export async function postAuth(
  path: string,
  body: Record<string, unknown>,
  messages: Record<string, string> = authErrorMessages,
): Promise<AuthResult> {
  try {
    const response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    if (response.ok) return { ok: true, data: await response.json().catch(() => null) };
    const json = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    return failure(response.status, json, response.headers.get('x-retry-after'), messages);
  } catch {
    return { ok: false, code: 'UNAVAILABLE', message: authMessages.unavailable };
  }
}

/** A sign-in; its data says `twoFactorRedirect` when the account asks a code next (second-factor-form.tsx). */
export const signIn = (email: string, password: string) =>
  postAuth('/sign-in/email', { email, password, rememberMe: true });

export const signUp = (email: string, password: string) =>
  postAuth('/sign-up/email', { email, password, name: email.split('@')[0], callbackURL: CONFIRMATION_CALLBACK });

export const resendConfirmation = (email: string) =>
  postAuth('/send-verification-email', { email, callbackURL: CONFIRMATION_CALLBACK });

/** Sends the reset link if the address has an account; the answer is the same either way (it reveals no account). */
export const requestPasswordReset = (email: string) =>
  postAuth('/request-password-reset', { email, redirectTo: passwordResetPages.choose.path });

export const resetPassword = (token: string, newPassword: string) =>
  postAuth('/reset-password', { token, newPassword });
