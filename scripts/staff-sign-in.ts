// Staff sign-in over HTTP, as the sign-in form does it: the password, then a code of the authenticator that
// `npm run admin -- create` enrolled. Used by the end-to-end tests and the benchmarks that work the back-office.
import { execFileSync } from 'node:child_process';
import { secretOfUri, totpCode } from '../src/server/auth/totp';
import { recoveryCodePattern } from '../src/lib/schemas/patterns';

export type StaffLogin = { email: string; password: string; secret: string };

const STEP_MS = 30_000;
/** How long a picked code must stay valid: a slow page fills, clicks and posts it well within that. */
const SAFE_MARGIN_MS = 10_000;
const usedSteps = new Map<string, Set<number>>();

/** Marks the code of the step of each time as used: `npm run admin -- create`, run between them, used one. */
export function markTotpUsed(secret: string, ...times: number[]) {
  const taken = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, taken);
  for (const at of times) taken.add(Math.floor(at / STEP_MS));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A code the server has not accepted yet: it refuses a code twice (server/auth/guards.ts). better-auth accepts the
 * previous, current and next 30-second steps; this picks one this process has not used, the next first, and waits for
 * a new step when none is left that stays valid for SAFE_MARGIN_MS. `wait` is how it waits: a unit test, where
 * better-auth runs in the test's own process, moves a fake clock instead (tests/support/totp-clock.ts).
 */
export async function freshTotpCode(
  secret: string,
  { wait = sleep }: { wait?: (ms: number) => Promise<void> } = {},
): Promise<string> {
  const taken = usedSteps.get(secret) ?? new Set<number>();
  usedSteps.set(secret, taken);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    // The previous step's code is refused once the current step ends: used only while SAFE_MARGIN_MS of it remain.
    const previousStillSafe = (step + 1) * STEP_MS - now >= SAFE_MARGIN_MS;
    const free = [step + 1, step, ...(previousStillSafe ? [step - 1] : [])].find((candidate) => !taken.has(candidate));
    if (free !== undefined) {
      taken.add(free);
      return totpCode(secret, free * STEP_MS);
    }
    await wait((step + 1) * STEP_MS - now + 100);
  }
}

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
export async function signInStaff(
  baseUrl: string,
  login: StaffLogin,
  headers: Record<string, string> = {},
): Promise<string> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${baseUrl}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const challenge = await post('/sign-in/email', { email: login.email, password: login.password });
  if (!challenge.ok) throw new Error(`sign-in failed: ${challenge.status}`);
  const verified = await post(
    '/two-factor/verify-totp',
    { code: await freshTotpCode(login.secret) },
    cookiesOf(challenge),
  );
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`);
  return cookiesOf(verified);
}

/**
 * A benchmark's admin: created with `npm run admin -- create` in the server's data directory (or `databaseUrl`), the
 * password on standard input (`create` never takes it from its command line), then signed in; the Cookie header.
 */
export async function benchAdminCookie(
  server: { baseUrl: string; dataDir: string },
  name: string,
  databaseUrl = '',
): Promise<string> {
  const admin = { email: `${name}@example.ci`, password: `${name}-password-1` };
  const created = execFileSync('node', ['--import', 'tsx', 'scripts/admin.ts', 'create', admin.email], {
    input: `${admin.password}\n`,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return signInStaff(server.baseUrl, { ...admin, secret: authenticatorOf(created) });
}
