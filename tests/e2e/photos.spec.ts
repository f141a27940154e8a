/**
 * Photos with a quote or a support request (issue 30, point 6), as a visitor sends them: without JavaScript as a
 * multipart post of the files as taken; with it shrunk in the browser first, from the dialog, from the page, and once
 * the network is back. Staff then see them on the request's page, and no one else does.
 */
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import { PHOTOS } from '../../src/config/photos';
import { photoText } from '../../src/content/photos';
import { messages } from '../../src/content/requests';
import { requestHref, requestPagePath } from '../../src/content/request-links';
import { createAdmin, signInThroughForm, staffMail, toast, uniqueIp, useOwnAddress } from './support';

type Photo = { name: string; mimeType: string; buffer: Buffer };

/** A phone's photo: noisy (so that it weighs what a real one does), with its EXIF and a GPS position. */
async function phonePhoto(width = 4000, height = 3000): Promise<Photo> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 } },
  })
    .withExif({ IFD0: { Copyright: 'exif-marqueur-e2e' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 19/1 0/1' } })
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer };
}
const smallPng = async (): Promise<Photo> => ({
  name: 'plaque.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer(),
});
const svg: Photo = {
  name: 'schema.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
};

const formOf = (page: Page, submit: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: submit }) });
const requestLink = (text: string | undefined) => /\/admin\/demandes\/[a-z-]+\/[0-9a-f-]{36}/.exec(text ?? '')?.[0];

async function fillQuote(form: ReturnType<Page['locator']>, name: string, email: string) {
  await form.getByLabel('Nom complet').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Téléphone').fill('0707070707');
  await form.getByLabel('Service souhaité').selectOption('Climatisation (Chauffage, Ventilation, Désenfumage)');
}

test.describe('without JavaScript', () => {
  test('a quote with three photos as taken (12 MB) is stored with them; staff see them on its page, stripped of their EXIF; no one else does', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const noJs = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    });
    const visitor = await noJs.newPage();
    await visitor.goto(requestHref('quote', { from: '/services/climatisation', label: 'Demander un devis' }));
    const form = formOf(visitor, 'Envoyer la demande');
    const email = `photos-sansjs-${Date.now()}@example.ci`;
    await fillQuote(form, 'Koffi Photos', email);
    // Two photos as a phone takes them (6 MB each) and a screenshot: over the 10 MB Next buffers by default for src/proxy.ts.
    const taken = await phonePhoto();
    await form.getByLabel(photoText.label).setInputFiles([taken, { ...taken, name: 'IMG_2042.jpg' }, await smallPng()]);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(visitor.locator('#quote-page-statut')).toContainText(
      `${messages.quoteSuccessTitle} ${messages.quoteSuccess}`,
      { timeout: 30_000 },
    );
    await noJs.close();

    const mail = await staffMail(email);
    expect(mail?.text).toContain(`Photos\u202f: ${photoText.inMail(3)}`);
    const link = requestLink(mail?.text);
    expect(link).toBeDefined();

    const admin = await createAdmin(`photos-admin-${Date.now()}@example.ci`, 'Photos-Admin-2026');
    await signInThroughForm(page, admin.email, admin.password, admin.secret);
    await page.goto(link!);
    const photos = page.getByRole('region', { name: photoText.heading });
    await expect(photos.getByRole('img')).toHaveCount(3);
    await expect(photos.getByRole('img', { name: photoText.thumbnailAlt(1, 3) })).toBeVisible();
    const full = await photos.getByRole('link', { name: photoText.open(1) }).getAttribute('href');
    const image = await page.request.get(full!);
    expect(image.headers()['content-type']).toBe('image/webp');
    const bytes = await image.body();
    expect(bytes.includes('exif-marqueur-e2e')).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([PHOTOS.storedSide, 1200, undefined]);

    // The same address without a staff session: nothing.
    const anonymous = await (await browser.newContext()).request.get(new URL(full!, page.url()).href);
    expect(anonymous.status()).toBeGreaterThanOrEqual(400);
    expect((await anonymous.body()).includes(bytes.subarray(0, 64))).toBe(false);
  });

  test('a quote refused for a missing field asks for its photos again beside their field', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    });
    const page = await context.newPage();
    await page.goto(requestPagePath('quote'));
    const form = formOf(page, 'Envoyer la demande');
    await form.getByLabel('Nom complet').fill('Yao Sans Service');
    await form.getByLabel('Email').fill(`sans-service-${Date.now()}@example.ci`);
    await form.getByLabel('Téléphone').fill('0707070707');
    await form.getByLabel('Service souhaité').evaluate((select) => select.removeAttribute('required'));
    await form
      .getByLabel(photoText.label)
      .setInputFiles([await smallPng(), { ...(await smallPng()), name: 'compteur.png' }]);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('#quote-page-statut')).toContainText(messages.required);
    // The fields come back as typed; the file input cannot, and says so.
    await expect(form.getByLabel('Nom complet')).toHaveValue('Yao Sans Service');
    await expect(form.getByText(photoText.pickAgain(2))).toBeVisible();
    await context.close();
  });

  test('a support request with an SVG is refused in French, and keeps what was typed', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
    });
    const page = await context.newPage();
    await page.goto(requestPagePath('support'));
    const form = formOf(page, 'Envoyer la demande');
    await form.getByLabel('Nom complet').fill('Awa Schéma');
    await form.getByLabel('Email').fill(`svg-${Date.now()}@example.ci`);
    await form.getByLabel('Téléphone').fill('0505050505');
    await form.getByLabel('Priorité').selectOption({ label: 'Élevée - Service dégradé' });
    await form.getByLabel('Description du problème').fill('Le tableau chauffe.');
    await form.getByLabel(photoText.label).setInputFiles([svg]);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('#support-page-statut')).toContainText(photoText.notAnImage);
    await expect(form.getByText(photoText.notAnImage)).toBeVisible();
    await expect(form.getByLabel('Description du problème')).toHaveValue('Le tableau chauffe.');
    await context.close();
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await useOwnAddress(page);
  });

  test('the quote dialog shrinks a phone’s photo before it goes, and refuses a fourth photo at once', async ({
    page,
  }) => {
    const photo = await phonePhoto();
    expect(photo.buffer.length).toBeGreaterThan(3 * PHOTOS.browserBytes);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Devis express' }).click();
    const dialog = page.getByRole('dialog');
    const email = `photos-dialogue-${Date.now()}@example.ci`;
    await fillQuote(dialog, 'Awa Dialogue', email);

    const field = dialog.getByLabel(photoText.label);
    await field.setInputFiles(
      [photo, photo, photo, photo].map((each, index) => ({ ...each, name: `photo-${index}.jpg` })),
    );
    await expect(dialog.getByText(photoText.tooMany)).toBeVisible();
    let sent = 0;
    page.on('request', (request) => void (request.url().includes('/api/requests/') && (sent += 1)));
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.errorTitle)).toContainText(photoText.tooMany);
    expect(sent).toBe(0);

    await field.setInputFiles([photo]);
    await expect(dialog.getByText(photoText.tooMany)).toBeHidden();
    const [request] = await Promise.all([
      page.waitForRequest((each) => each.url().endsWith('/api/requests/quote') && each.method() === 'POST'),
      dialog.getByRole('button', { name: 'Envoyer la demande' }).click(),
    ]);
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess);
    // Shrunk in the browser: about 1600 px and 300 KB, not the phone's megabytes.
    expect((await request.sizes()).requestBodySize).toBeLessThan(PHOTOS.browserBytes + 16 * 1024);
    expect((await staffMail(email))?.text).toContain(`Photos\u202f: ${photoText.inMail(1)}`);
  });

  test('the quote page shrinks its photo too, and sends it as its dialog does', async ({ page }) => {
    await page.goto(requestPagePath('quote'));
    const form = formOf(page, 'Envoyer la demande');
    const email = `photos-page-${Date.now()}@example.ci`;
    await fillQuote(form, 'Yao Page', email);
    await form.getByLabel(photoText.label).setInputFiles([await phonePhoto()]);
    const [request] = await Promise.all([
      page.waitForRequest((each) => new URL(each.url()).pathname === '/api/requests/quote' && each.method() === 'POST'),
      form.getByRole('button', { name: 'Envoyer la demande' }).click(),
    ]);
    await expect(page.locator('#quote-page-statut')).toContainText(messages.quoteSuccessTitle);
    expect((await request.sizes()).requestBodySize).toBeLessThan(PHOTOS.browserBytes + 16 * 1024);
    expect((await staffMail(email))?.text).toContain(`Photos\u202f: ${photoText.inMail(1)}`);
  });
});

test.describe('offline (service workers blocked: the page retries)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a quote with its photo waits through a reload, then is stored once, photo included', async ({
    page,
    context,
  }) => {
    await useOwnAddress(page);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Devis express' }).click();
    const dialog = page.getByRole('dialog');
    const email = `photos-horsligne-${Date.now()}@example.ci`;
    await fillQuote(dialog, 'Fatou Hors Ligne', email);
    await dialog.getByLabel(photoText.label).setInputFiles([await phonePhoto(2000, 1500)]);
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();

    await page.route('**/api/requests/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    const kept = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('multitech:brouillon:quote') ?? 'null') as {
          pending?: { photos?: string[] };
        } | null,
    );
    expect(kept?.pending?.photos).toHaveLength(1);
    expect(kept!.pending!.photos![0]).toMatch(/^data:image\/jpeg;base64,/);

    await page.unroute('**/api/requests/**');
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, { timeout: 30_000 });
    expect((await staffMail(email))?.text).toContain(`Photos\u202f: ${photoText.inMail(1)}`);
  });
});
