/**
 * Photos under abuse against the production build (issue 42, point 2): the attacker's set (two 40-megapixel lossless
 * WebPs of 1.6 KB, a truncated PNG last) is refused from the files' headers, before any is decoded, and nothing is
 * stored; one address flooding the quote form with photos is turned away (429 once at its limit, 503 with Retry-After
 * past its share of the photo queue) while another address's request with a photo is stored.
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { PHOTOS } from '../../src/config/photos';
import { photoText } from '../../src/content/photos';
import { messages } from '../../src/content/requests';
import { multipart, validRequest, type FilePart } from '../support/hostile';
import { signInStaff } from '../../scripts/staff-sign-in';
import { createAdmin, staffMail, uniqueIp } from './support';

test.describe.configure({ mode: 'serial' });

const baseUrl = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;
const marker = `${Date.now().toString(36)}${process.pid}`;

/** A quote with photos as the form's script posts it (multipart: the fields as JSON, the photos beside), from `ip`. */
function postQuote(fields: Record<string, unknown>, photos: FilePart[], ip: string) {
  const { body, type } = multipart([
    [PHOTOS.fieldsPart, JSON.stringify(fields)],
    ...photos.map((photo): [string, FilePart] => [PHOTOS.field, photo]),
  ]);
  return fetch(`${baseUrl}/api/requests/quote`, {
    method: 'POST',
    headers: { 'content-type': type, origin: baseUrl, 'x-forwarded-for': ip },
    body: new Uint8Array(body),
  });
}
const descriptionOf = async (response: Response) =>
  ((await response.json()) as { error?: { description?: string } }).error?.description;

/** The metric of the server's photo work (read from the machine itself, as Prometheus does). */
async function photoMetric(name: string, labels = ''): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = new RegExp(`^${name}${labels.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
}

/** How many quotes the back-office export finds for `search` (the lines of the CSV but its header). */
async function quotesFound(cookie: string, search: string): Promise<number> {
  const csv = await fetch(`${baseUrl}/api/admin/export?onglet=devis&q=${encodeURIComponent(search)}`, {
    method: 'POST',
    headers: { cookie },
  });
  expect(csv.status).toBe(200);
  return (await csv.text()).trim().split('\r\n').length - 1;
}

let adminCookie = '';

test.beforeAll(async () => {
  const admin = { email: `photo-abuse-admin-${marker}@example.ci`, password: 'photo-abuse-admin-1' };
  const { secret } = await createAdmin(admin.email, admin.password);
  adminCookie = await signInStaff(baseUrl, { ...admin, secret }, { 'x-forwarded-for': uniqueIp() });
});

test('two 40-megapixel WebPs and a truncated PNG last: 400 in French from the headers, nothing decoded or stored', async () => {
  const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
    .webp({ lossless: true })
    .toBuffer();
  expect(huge.byteLength).toBeLessThan(4096);
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const set: FilePart[] = [
    { file: huge, filename: 'photo-1.webp', type: 'image/webp' },
    { file: huge, filename: 'photo-2.webp', type: 'image/webp' },
    { file: png.subarray(0, png.byteLength / 2), filename: 'photo-3.png', type: 'image/png' },
  ];
  const refusedBefore = await photoMetric('site_visitor_photos_refused_total', '{stage="header"}');
  const search = `bombe-${marker}`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const answer = await postQuote(validRequest('quote', search), set, uniqueIp());
    expect(answer.status).toBe(400);
    expect(await descriptionOf(answer)).toBe(photoText.notAnImage);
  }
  // Each refused from the headers (the decoding counter is covered by src/server/requests/photos.test.ts: other
  // workers may decode photos meanwhile).
  expect(await photoMetric('site_visitor_photos_refused_total', '{stage="header"}')).toBeGreaterThanOrEqual(
    refusedBefore + 3,
  );
  expect(await quotesFound(adminCookie, search)).toBe(0);
});

test('one address flooding photo quotes gets 429 or 503 with Retry-After past its share; another address’s quote with a photo is stored', async () => {
  test.setTimeout(120_000);
  // Phone-like photos (noisy, 7 megapixels): each takes a while to re-encode, so the flood's sets are still queued
  // when the next ones come.
  const taken = await sharp({
    create: {
      width: 3000,
      height: 2250,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const set: FilePart[] = Array.from({ length: PHOTOS.perRequest }, (_, index) => ({
    file: taken,
    filename: `IMG_${index}.jpg`,
    type: 'image/jpeg',
  }));
  const flooder = uniqueIp();
  const flood = Array.from({ length: 8 }, (_, index) =>
    postQuote(validRequest('quote', `flot-${index}-${marker}`), set, flooder),
  );
  const email = `autre-${marker}@example.ci`;
  const other = postQuote({ ...validRequest('quote', `autre-${marker}`), email }, [set[0]!], uniqueIp());

  const answers = await Promise.all(flood);
  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.every((status) => [200, 429, 503].includes(status)),
    statuses.join(', '),
  ).toBe(true);
  expect(statuses.filter((status) => status !== 200).length, statuses.join(', ')).toBeGreaterThanOrEqual(1);
  for (const answer of answers.filter((each) => each.status === 503)) {
    expect(answer.headers.get('retry-after')).toBe(String(PHOTOS.queue.retryAfterSeconds));
    expect(await descriptionOf(answer)).toBe(photoText.busy);
  }
  for (const answer of answers.filter((each) => each.status === 429))
    expect(await descriptionOf(answer)).toBe(messages.rateLimited);

  const stored = await other;
  expect(stored.status, await stored.clone().text()).toBe(200);
  expect((await staffMail(email))?.text).toContain(`Photos\u202f: ${photoText.inMail(1)}`);
  // What the flood stored is what was answered 200: the others stored nothing.
  let storedByFlood = 0;
  for (let index = 0; index < answers.length; index += 1)
    storedByFlood += await quotesFound(adminCookie, `flot-${index}-${marker}`);
  expect(storedByFlood).toBe(statuses.filter((status) => status === 200).length);
});
