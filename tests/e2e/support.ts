import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { simpleParser, type ParsedMail } from 'mailparser';
import { authFormText, authMessages } from '../../src/content/auth';
import { secondFactorText } from '../../src/content/second-factor';
import { TWO_FACTOR } from '../../src/config/security';
import { securityText } from '../../src/content/admin';
import { authenticatorOf, freshTotpCode, markTotpUsed } from '../../scripts/staff-sign-in';
import { adminSocketPath, askServer } from '../../src/server/operator/socket';

const run = promisify(execFile);

let counter = 0;
/** Each test posts from its own address, so that the per-IP limit of one test never touches another. */
export function uniqueIp() {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250)}.${counter % 250}`;
}

export async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}

/** From now on the server answers this page's requests as if its database were down. */
export async function simulateDatabaseOutage(page: Page, ip = uniqueIp()) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip, 'x-simulate-failure': 'database' });
}

const parsed = new Map<string, { size: number; mail: Promise<ParsedMail> }>();
/**
 * An outbox file parsed once. The server writes each file in one call but not atomically, so a file read while it
 * is written is parsed again once its size has changed.
 */
async function parsedMail(file: string): Promise<ParsedMail> {
  const bytes = await readFile(file);
  const known = parsed.get(file);
  if (known?.size === bytes.length) return known.mail;
  const mail = simpleParser(bytes);
  parsed.set(file, { size: bytes.length, mail });
  return mail;
}

/** The mails the server wrote to its outbox (no SMTP in the end-to-end run), whose text matches. */
export async function findMails(match: (mail: ParsedMail) => boolean, { atLeast = 1 } = {}): Promise<ParsedMail[]> {
  const directory = join(process.env.E2E_DATA_DIR ?? '.data-e2e', 'outbox');
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const files = await readdir(directory).catch(() => [] as string[]);
        const mails = await Promise.all(files.map((file) => parsedMail(join(directory, file))));
        found = mails.filter(match);
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(atLeast);
  return found;
}

export const mailTo = (mail: ParsedMail) =>
  Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? '');

/** The newest toast with this title (Sonner puts the newest first). */
/** A text of content/ as a whole-line pattern, each placeholder standing for the pattern given. */
export const shaped = (text: string, parts: Record<string, string>) =>
  new RegExp(
    `^${Object.entries(parts).reduce((pattern, [name, part]) => pattern.replace(name, part), text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))}$`,
  );

export const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

/** The team's notification whose text contains `text`. */
export const staffMail = async (text: string) =>
  (await findMails((mail) => mailTo(mail).includes('contact@') && (mail.text ?? '').includes(text)))[0];

/**
 * axe on a settled page: finite CSS animations and transitions (a toast sliding in, a stacked toast fading out) are
 * waited for first, or axe would measure the contrast of text caught half-transparent.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Scrolls to an element, lets the sections that come into view lay out, then clicks it. Sections below the fold use
 * `content-visibility: auto`: those that render after a programmatic jump replace their size estimate with their real
 * size a frame later, and a click aimed before that can land beside its target (a few runs in a hundred did).
 */
export async function clickAfterLayout(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  await locator
    .page()
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await locator.click();
}

/**
 * Signs in through the /auth form from an address of its own (the sign-in limit counts per address), and waits for
 * the toast. A staff account (`secret`: its authenticator's) is asked a code next, computed as the app would.
 */
export async function signInThroughForm(page: Page, email: string, password: string, secret?: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/auth');
  const form = page.getByRole('form', { name: authFormText.signInTab, exact: true });
  await form.getByLabel(authMessages.emailLabel).fill(email);
  await form.getByLabel(authMessages.passwordLabel).fill(password);
  await form.getByRole('button', { name: authFormText.signIn }).click();
  if (secret) {
    const step = page.getByRole('form', { name: secondFactorText.heading });
    await step.getByLabel(secondFactorText.codeLabel).fill(await freshTotpCode(secret));
    await step.getByRole('button', { name: secondFactorText.verify }).click();
  }
  await expect(toast(page, authMessages.signInSuccessTitle)).toContainText(authMessages.signInSuccess);
}

type AdminEnv = Record<string, string>;
const e2eServer: AdminEnv = { DATA_DIR: process.env.E2E_DATA_DIR ?? '.data-e2e', DATABASE_URL: '' };

/**
 * `npm run admin` for the tests. A server holding a PGlite directory is asked through its owner-only socket, the way
 * the command reaches it (the command's own process is tested in auth.test.ts); a PostgreSQL server (`DATABASE_URL`)
 * is reached by the command itself, its password on standard input, as a script gives it (the command line would
 * show it to `ps`). Rejects, as the process would exit 1, when the command refuses.
 */
async function admin(env: AdminEnv, words: string[], password?: string): Promise<{ stdout: string }> {
  if (!env.DATABASE_URL) {
    const { ok, message } = await askServer(
      adminSocketPath(env.DATA_DIR ?? e2eServer.DATA_DIR!),
      password === undefined ? words : [...words, password],
      30_000,
    );
    if (!ok) throw new Error(message);
    return { stdout: `${message}\n` };
  }
  const child = run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...words], {
    env: { ...process.env, ...env },
  });
  child.child.stdin?.end(password === undefined ? '' : `${password}\n`);
  const { stdout } = await child;
  return { stdout };
}

/** `npm run admin` against the end-to-end server. */
export const adminCli = (...args: string[]) => admin(e2eServer, args);

/** `npm run admin` against another server's data (`env`: its DATA_DIR, or its DATABASE_URL). */
export const adminCliWith = (env: AdminEnv, ...args: string[]) => admin(env, args);

/**
 * A new admin made by `npm run admin -- create`, with the secret of the authenticator it enrolled. `env` replaces
 * the end-to-end server's data directory.
 */
export async function createAdmin(email: string, password: string, env: AdminEnv = e2eServer) {
  const started = Date.now();
  const { stdout } = await admin(env, ['create', email], password);
  const secret = authenticatorOf(stdout);
  markTotpUsed(secret, started, Date.now());
  return { email, password, secret, output: stdout };
}

/**
 * Enrols an authenticator on /admin/securite as a staff member would: the password, the key read off the page into
 * "the app", its code, then the recovery codes shown once. Returns the secret and the codes.
 */
export async function enrolThroughPage(page: Page, password: string) {
  await expect(page).toHaveURL(/\/admin\/securite$/);
  await page.getByLabel(securityText.passwordLabel).fill(password);
  await page.getByRole('button', { name: securityText.start }).click();
  const secret = (await page.getByTestId('totp-key').innerText()).replace(/\s+/g, '');
  await expect(page.getByRole('img', { name: securityText.qrLabel })).toBeVisible();
  await page.getByLabel(securityText.codeLabel).fill(await freshTotpCode(secret));
  await page.getByRole('button', { name: securityText.confirm }).click();
  await expect(toast(page, securityText.enrolledTitle)).toContainText(securityText.enrolled);
  const listed = page.getByRole('list', { name: securityText.codesHeading }).getByRole('listitem');
  await expect(listed).toHaveCount(TWO_FACTOR.recoveryCodes);
  const codes = await listed.allInnerTexts();
  await page.getByRole('button', { name: securityText.kept }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { secret, codes };
}

/** A real SMTP server in the test process: every message it accepts, parsed, with its envelope's recipient. */
export async function startSmtp() {
  const { SMTPServer } = await import('smtp-server');
  const received: { to: string; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      void simpleParser(stream).then((mail) => {
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address, mail });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};

/**
 * The layout shifts the page has had since it started loading, after `settleMs` more: each described by its score and
 * what moved, from where to where (x, y, width, height), so that a failure says what to fix. Shifts right after an
 * input are left out, as CLS leaves them out.
 */
export async function layoutShifts(page: Page, settleMs = 500): Promise<string[]> {
  return page.evaluate(
    (settle) =>
      new Promise<string[]>((resolve) => {
        const shifts: string[] = [];
        const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            if (entry.hadRecentInput) continue;
            const moved = entry.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node?.nodeName ?? '(gone)'} “${(node?.textContent ?? '').trim().slice(0, 40)}” ${box(previousRect)} → ${box(currentRect)}`,
            );
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), settle);
      }),
    settleMs,
  );
}
