// Staff sign-in over HTTP, as the sign-in form does it: the password, then a code of the authenticator that
// `npm run admin -- create` enrolled. Used by the end-to-end tests and the benchmarks that work the back-office.
import { secretOfUri, totpCode } from '../src/server/auth/totp';
import { recoveryCodePattern } from '../src/lib/schemas/patterns';

export type StaffLogin = { email: string; password: string; secret: string };

/** The authenticator's base32 secret, from what `npm run admin -- create` printed. */
export function authenticatorOf(output: string): string {
  const uri = /otpauth:\/\/\S+/.exec(output)?.[0];
  if (!uri) throw new Error(`no otpauth:// URI in: ${output}`);
  return secretOfUri(uri);
}

/** The recovery codes `npm run admin -- create` printed, one a line. */
export const recoveryCodesOf = (output: string) => output.match(new RegExp(recoveryCodePattern.source, 'gm')) ?? [];

/** The cookies a response sets, as a Cookie header (the ones it clears left out). */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** Signs in with the password then a code; returns the session's Cookie header. `headers` go with both requests. */
export async function signInStaff(baseUrl: string, login: StaffLogin, headers: Record<string, string> = {}): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const challenge = await post('/sign-in/email', { email: login.email, password: login.password });
  if (!challenge.ok) throw new Error(`sign-in failed: ${challenge.status}`);
  const verified = await post('/two-factor/verify-totp', { code: totpCode(login.secret) }, cookiesOf(challenge));
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`);
  return cookiesOf(verified);
}
