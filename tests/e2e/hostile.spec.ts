/**
 * Hostile input against the production build: every entry point gets the crafted address that used to stall the
 * server, bodies at and over its cap (declared and chunked), deep JSON, invalid UTF-8, NUL bytes and 10,000-character
 * fields. Each answer is 400 or 413 with a French message, nothing is stored, and the server keeps serving others.
 */
import { expect, test } from './fixtures';
import { adminMessages, teamText } from '../../src/content/admin';
import { authErrorMessages, authMessages, passwordResetText } from '../../src/content/auth';
import { secondFactorMessages, secondFactorText } from '../../src/content/second-factor';
import { messages } from '../../src/content/requests';
import { limits } from '../../src/lib/schemas/limits';
import { PHOTOS } from '../../src/config/photos';
import { photoText } from '../../src/content/photos';
import { BODY_CAPS } from '../../src/server/body';
import sharp from 'sharp';
import {
  contactActionFields,
  craftedEmail,
  entryPoints,
  hostileBodies,
  multipart,
  REQUEST_CAP,
  validRequest,
  type FilePart,
  send,
  sendWhileProbing,
  type EntryPoint,
} from '../support/hostile';
import { freshTotpCode, signInStaff } from '../../scripts/staff-sign-in';
import { createAdmin, findMails, mailTo, toast, uniqueIp } from './support';

test.describe.configure({ mode: 'serial' });

const baseUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;
const marker = `${Date.now().toString(36)}${process.pid}`;
const admin = { email: `hostile-admin-${marker}@example.ci`, password: 'hostile-admin-1' };

/** A GET served while a hostile request is handled: well under what a stalled event loop would give (seconds). */
const PROBE_BUDGET_MS = 100;
/** A refused request whose GETs were over the budget is sent again, twice at most: a stall it causes comes back. */
const steady = { budgetMs: PROBE_BUDGET_MS };

const requestMessageOf = (body: string) =>
  (JSON.parse(body) as { error?: { description?: string } }).error?.description;
const strings = (record: Record<string, unknown>) =>
  Object.values(record).filter((value): value is string => typeof value === 'string');
const frenchMessages = new Set([
  ...strings(messages),
  ...Object.values(limits).map((max) => messages.tooLong(max)),
  ...strings(authMessages),
  ...strings(authErrorMessages),
  ...strings(secondFactorMessages),
  passwordResetText.invalid,
  teamText.invitationInvalid,
  ...strings(adminMessages),
]);

let adminCookie = '';
let adminSecret = '';

test.beforeAll(async () => {
  // A warm server: the first request to each route compiles and caches, which is not what is measured here.
  await send(baseUrl, '/robots.txt', { method: 'GET' });
  adminSecret = (await createAdmin(admin.email, admin.password)).secret;
  adminCookie = await signInStaff(baseUrl, { ...admin, secret: adminSecret }, { 'x-forwarded-for': uniqueIp() });
  // And each entry point: its first request runs its route's code for the first time (about 100 ms, once per process,
  // whatever the body), which is not what is measured either. An empty object is refused at once.
  for (const entry of entryPoints)
    await send(baseUrl, entry.path, { headers: headersFor(entry), chunks: [Buffer.from('{}')] });
});

const headersFor = (entry: Pick<EntryPoint, 'admin'>) => ({
  'content-type': 'application/json',
  origin: baseUrl,
  'x-forwarded-for': uniqueIp(),
  ...(entry.admin ? { cookie: adminCookie } : {}),
});

for (const entry of entryPoints) {
  test(`${entry.name}: every hostile body gets 400 or 413 in French, and the server keeps answering`, async () => {
    for (const hostile of hostileBodies(entry, marker)) {
      const { answer, probeMs } = await sendWhileProbing(
        baseUrl,
        entry.path,
        { headers: headersFor(entry), chunks: hostile.chunks, chunked: hostile.chunked },
        steady,
      );
      const what = `${entry.name}, ${hostile.name}`;
      expect(hostile.expected, `${what}: status ${answer.status} ${answer.body.slice(0, 200)}`).toContain(
        answer.status,
      );
      const json = JSON.parse(answer.body) as unknown;
      expect(frenchMessages, `${what}: ${answer.body.slice(0, 200)}`).toContain(entry.message(json));
      expect(probeMs, `${what}: a GET waited ${Math.round(probeMs)} ms`).toBeLessThan(PROBE_BUDGET_MS);
    }
  });
}

test('admin routes check the caller before reading a byte', async () => {
  const status = await send(baseUrl, '/api/admin/status', {
    headers: { 'content-type': 'application/json', origin: baseUrl },
    chunks: Array.from({ length: 100 }, () => Buffer.alloc(1024, 0x20)),
    chunked: true,
  });
  // No session: 401, before the body is read (a signed-in non-admin gets 403, accounts.spec.ts).
  expect(status.status).toBe(401);
  expect(JSON.parse(status.body)).toEqual({ ok: false, message: adminMessages.signInRequired });

  const exported = await send(baseUrl, `/api/admin/export?q=${encodeURIComponent(craftedEmail(4000))}`);
  expect([exported.status, exported.body]).toEqual([401, adminMessages.signInRequired]);
});

test('admin export: a crafted, NUL-bearing or overlong search is answered at once and finds nothing', async () => {
  for (const q of [craftedEmail(4000), `hostile\u0000${marker}`, 'x'.repeat(8000)]) {
    const { answer, probeMs } = await sendWhileProbing(
      baseUrl,
      `/api/admin/export?onglet=devis&q=${encodeURIComponent(q)}`,
      {
        headers: { cookie: adminCookie },
      },
      steady,
    );
    // Read leniently, like the page's filters: control characters dropped, 100 characters kept; the list is empty.
    expect(answer.status).toBe(200);
    expect(answer.body.trim().split('\r\n')).toHaveLength(1);
    expect(probeMs).toBeLessThan(PROBE_BUDGET_MS);
  }
});

test('the contact form without JavaScript: French answers, capped bodies, nothing stored', async () => {
  const hidden = await contactActionFields(baseUrl);
  expect(hidden.length).toBeGreaterThan(0);
  const fields = (overrides: Record<string, string | Buffer>): [string, string | Buffer][] => [
    ...hidden,
    ...Object.entries({
      name: `Hostile ${marker}`,
      email: `hostile-${marker}@example.ci`,
      phone: '',
      company: '',
      service: '',
      message: 'Bonjour',
      source: '/contact · hostile',
      website: '',
      ...overrides,
    }),
  ];
  const post = (overrides: Record<string, string | Buffer>, chunked = false) => {
    const { body, type } = multipart(fields(overrides));
    return sendWhileProbing(
      baseUrl,
      '/contact',
      { headers: { 'content-type': type, origin: baseUrl, 'x-forwarded-for': uniqueIp() }, chunks: [body], chunked },
      steady,
    );
  };
  // /contact is static: its GET loads nothing of the route, so the first posts load its modules and warm its render
  // (about 300 ms, then 100-180 ms, once per process; GETs used to do that when the page was dynamic). Three refused
  // posts warm it, as the beforeAll warms the server.
  for (let warm = 0; warm < 3; warm += 1) expect((await post({ message: '' })).answer.status).toBe(200);

  // Over the cap, declared or chunked: refused before Next reads the body.
  for (const chunked of [false, true]) {
    const { answer, probeMs } = await post({ message: 'x'.repeat(REQUEST_CAP) }, chunked);
    expect([answer.status, answer.body]).toEqual([413, messages.tooLarge]);
    expect(probeMs).toBeLessThan(PROBE_BUDGET_MS);
  }

  // Within the cap: the form comes back with the French message, as it does for any refused submission.
  const refusals: [Record<string, string | Buffer>, string][] = [
    [{ email: craftedEmail(60_000) }, messages.tooLong(limits.email)],
    [{ name: 'x'.repeat(10_000) }, messages.tooLong(limits.name)],
    [{ name: `Hostile\u0000${marker}` }, messages.invalidCharacters],
    [{ name: Buffer.concat([Buffer.from('Hostile '), Buffer.from([0xff, 0xfe])]) }, messages.invalidCharacters],
  ];
  for (const [overrides, message] of refusals) {
    const { answer, probeMs } = await post(overrides);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(message);
    expect(answer.body).not.toContain(messages.contactSuccess);
    // What was typed comes back, but never more than a field holds.
    expect(answer.body).not.toContain('.'.repeat(limits.text + 1));
    expect(probeMs).toBeLessThan(PROBE_BUDGET_MS);
  }
});

test('photos: not a photo, too many pixels or too heavy is refused in French without stalling; bodies over the cap get 413', async () => {
  test.setTimeout(120_000);
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
  // Refused posts only are run again when a GET is slow (steady): the polyglot below is stored, once.
  const post = (
    fields: Record<string, unknown>,
    photos: FilePart[],
    { path = '/api/requests/quote', chunked = false, again = steady as { budgetMs?: number } } = {},
  ) => {
    const { body, type } = multipart([
      [PHOTOS.fieldsPart, JSON.stringify(fields)],
      ...photos.map((photo): [string, FilePart] => [PHOTOS.field, photo]),
    ]);
    return sendWhileProbing(
      baseUrl,
      path,
      { headers: { 'content-type': type, origin: baseUrl, 'x-forwarded-for': uniqueIp() }, chunks: [body], chunked },
      again,
    );
  };
  const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const refused: [string, FilePart, string][] = [
    [
      'an SVG with a script',
      {
        file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'plan.svg',
        type: 'image/svg+xml',
      },
      photoText.notAnImage,
    ],
    [
      'an HTML page named .jpg',
      { file: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'photo.jpg', type: 'image/jpeg' },
      photoText.notAnImage,
    ],
    [
      'a 50-megapixel PNG',
      { file: await png(8_000, 6_250), filename: 'bombe.png', type: 'image/png' },
      photoText.tooManyPixels,
    ],
    [
      '20 MB',
      {
        file: Buffer.concat([jpegStart, Buffer.alloc(20 * 1024 * 1024, 0x41)]),
        filename: 'lourde.jpg',
        type: 'image/jpeg',
      },
      photoText.tooLarge,
    ],
    [
      'a truncated JPEG',
      {
        file: (
          await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 600),
        filename: 'coupee.jpg',
        type: 'image/jpeg',
      },
      photoText.notAnImage,
    ],
  ];
  for (const [what, photo, message] of refused) {
    const { answer, probeMs } = await post(validRequest('quote', marker), [photo]);
    expect([answer.status, requestMessageOf(answer.body)], what).toEqual([400, message]);
    expect(probeMs, `${what}: a GET waited ${Math.round(probeMs)} ms`).toBeLessThan(PROBE_BUDGET_MS);
  }

  // A polyglot (a PNG with a script after its pixels) is a photo: stored re-encoded, without what followed its pixels
  // (src/server/requests/photos.test.ts reads the stored bytes). Not marked: the last test looks for nothing stored.
  const polyglot = {
    file: Buffer.concat([await png(64, 64), Buffer.from('<script>alert("polyglotte")</script>')]),
    filename: 'polyglotte.png',
    type: 'image/png',
  };
  const stored = await post(validRequest('quote', `polyglotte-${Date.now()}`), [polyglot], { again: {} });
  expect(stored.answer.status, stored.answer.body).toBe(200);

  // Over the cap of a post with photos, declared or chunked, to the JSON transport and to a request page.
  const overCap = { file: Buffer.alloc(BODY_CAPS.photos, 0x41), filename: 'enorme.jpg', type: 'image/jpeg' };
  for (const chunked of [false, true]) {
    const { answer, probeMs } = await post(validRequest('quote', marker), [overCap], { chunked });
    expect([answer.status, requestMessageOf(answer.body)]).toEqual([413, messages.tooLarge]);
    expect(probeMs).toBeLessThan(PROBE_BUDGET_MS);
  }
  const page = await post(validRequest('quote', marker), [overCap], { path: '/demande/devis' });
  expect([page.answer.status, page.answer.body]).toEqual([413, messages.tooLarge]);
});

test('a return path that leads off the site (/%09/evil.example) signs in and stays on the site', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto('/auth?retour=/%09/evil.example');
  const form = page.getByRole('form', { name: 'Connexion', exact: true });
  await form.getByLabel('Email').fill(admin.email);
  await form.getByLabel('Mot de passe').fill(admin.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  const step = page.getByRole('form', { name: secondFactorText.heading });
  await step.getByLabel(secondFactorText.codeLabel).fill(await freshTotpCode(adminSecret));
  await step.getByRole('button', { name: secondFactorText.verify }).click();
  await expect(toast(page, authMessages.signInSuccessTitle)).toContainText(authMessages.signInSuccess);
  await expect(page).toHaveURL(`${baseUrl}/`);
});

test('nothing hostile was stored or mailed', async () => {
  for (const onglet of ['contacts', 'devis', 'consultations', 'demos', 'newsletter']) {
    const csv = await fetch(
      `${baseUrl}/api/admin/export?onglet=${onglet}&q=${encodeURIComponent(`hostile-${marker}`)}`,
      { method: 'POST', headers: { cookie: adminCookie } },
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines, onglet).toHaveLength(1);
  }
  // A control request that is stored and mailed, so that the search below is known to see the outbox.
  const probe = await fetch(`${baseUrl}/api/requests/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': uniqueIp() },
    body: JSON.stringify({ email: `control-${marker}@example.ci`, source: '/ · hostile' }),
  });
  expect(probe.status).toBe(200);
  // Every mail that names the marker, as recipient or in its text: only the control's confirmation.
  const mails = await findMails((mail) => mailTo(mail).includes(marker) || (mail.text ?? '').includes(marker));
  expect(mails.map(mailTo)).toEqual([`control-${marker}@example.ci`]);
});
