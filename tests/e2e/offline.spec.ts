/**
 * Forms that survive bad networks (issue 30, point 3): drafts kept on the device, the French message when a request
 * cannot go, its sending by itself once it can, and one stored row whatever the retries.
 *
 * A page cannot be reloaded without a network (the worker caches no page, on purpose): the reload step goes back on a
 * network that still fails the request itself (page.route aborts it), and "the network is back" is the route lifted
 * and the browser's online event.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures';
import sharp from 'sharp';
import { messages } from '../../src/content/requests';
import { photoText } from '../../src/content/photos';
import { requestPagePath } from '../../src/content/request-links';
import { findMails, mailTo, simulateDatabaseOutage, staffMail, toast, useOwnAddress } from './support';

const dialog = (page: Page) => page.getByRole('dialog');
const REQUESTS = '**/api/requests/**';
const DRAFT = 'multitech:brouillon:';
const SLOW = { timeout: 30_000 };

type StoredDraft = {
  key: string;
  savedAt: number;
  values: Record<string, string>;
  pending?: { payload: Record<string, unknown>; photos?: string[] };
};

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

const draftOf = (page: Page, form: string) =>
  page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as StoredDraft | null, DRAFT + form);

/** The browser's own "online" event, as when a phone finds its network again. */
async function backOnline(page: Page, context: BrowserContext) {
  await page.unroute(REQUESTS);
  await context.setOffline(true);
  await context.setOffline(false);
}

/** The team's notifications that name `text`: exactly one, also a few seconds later (a late duplicate would show). */
async function expectStoredOnce(text: string) {
  const match = (mail: Parameters<Parameters<typeof findMails>[0]>[0]) =>
    mailTo(mail).includes('contact@') && (mail.text ?? '').includes(text);
  await findMails(match);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(await findMails(match)).toHaveLength(1);
}

async function openQuote(page: Page) {
  await page.getByRole('button', { name: 'Devis express' }).click();
  return dialog(page);
}

async function fillQuote(page: Page, name: string) {
  const form = await openQuote(page);
  await form.getByLabel('Nom complet').fill(name);
  await form.getByLabel('Email').fill(`offline-${Date.now()}@example.ci`);
  await form.getByLabel('Téléphone').fill('0707070707');
  await form.getByLabel('Service souhaité').selectOption('Informatique');
  return form;
}

/** A request page's form (quote, support), by its button. */
const pageForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer la demande' }) });
const contactForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });

async function fillContact(page: Page, name: string) {
  const form = contactForm(page);
  await form.getByLabel('Nom complet').fill(name);
  await form.getByLabel('Email').fill(`contact-offline-${Date.now()}@example.ci`);
  await form.getByLabel('Message').fill('Notre climatiseur ne démarre plus.');
  return form;
}

test.describe('the page retries by itself (service workers blocked)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a request dialog: offline, the French message; the draft survives a reload; back online, stored once and confirmed', async ({
    page,
    context,
  }) => {
    const name = `Quote Hors Ligne ${Date.now()}`;
    await page.goto('/contact');
    const form = await fillQuote(page, name);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Nom complet')).toHaveValue(name);

    await page.route(REQUESTS, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    const draft = await draftOf(page, 'quote');
    expect(draft?.values).toMatchObject({ name, service: 'Informatique' });
    expect(draft?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft?.pending?.payload).toMatchObject({ name });
    expect(JSON.stringify(draft)).not.toContain('website');
    const reopened = await openQuote(page);
    await expect(reopened.getByLabel('Nom complet')).toHaveValue(name);
    await expect(reopened.getByLabel('Service souhaité')).toHaveValue('Informatique');
    await page.keyboard.press('Escape');

    await backOnline(page, context);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, SLOW);
    expect(await draftOf(page, 'quote')).toBeNull();
    await expectStoredOnce(name);
    // Cleared once sent: the dialog opens empty.
    await expect((await openQuote(page)).getByLabel('Nom complet')).toHaveValue('');
  });

  test('the contact page: offline, the French message; the draft survives a reload; back online, stored once and confirmed', async ({
    page,
    context,
  }) => {
    const name = `Contact Hors Ligne ${Date.now()}`;
    await page.goto('/contact');
    const form = await fillContact(page, name);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.offline);
    // The toaster's script comes with the first toast: on a busy machine, later than the status line.
    await expect(toast(page, messages.offline)).toBeVisible(SLOW);

    await page.route(REQUESTS, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(contactForm(page).getByLabel('Nom complet')).toHaveValue(name);
    await expect(contactForm(page).getByLabel('Message')).toHaveValue('Notre climatiseur ne démarre plus.');
    await expect(contactForm(page).getByRole('status')).toContainText(messages.offline);
    expect((await draftOf(page, 'contact'))?.pending).toBeTruthy();

    await backOnline(page, context);
    await expect(contactForm(page).getByRole('status')).toContainText(messages.contactSuccess, SLOW);
    await expect(toast(page, messages.contactSuccess)).toBeVisible();
    await expect(contactForm(page).getByLabel('Nom complet')).toHaveValue('');
    expect(await draftOf(page, 'contact')).toBeNull();
    await expectStoredOnce(name);
  });

  test('a request page: offline, the French message in place; its request and photo wait through a reload; back online, stored once and confirmed', async ({
    page,
    context,
  }) => {
    const name = `Support Page Hors Ligne ${Date.now()}`;
    await page.goto(requestPagePath('support'));
    const form = pageForm(page);
    await form.getByLabel('Nom complet').fill(name);
    await form.getByLabel('Email').fill(`support-page-${Date.now()}@example.ci`);
    await form.getByLabel('Téléphone').fill('0505050505');
    await form.getByLabel('Description du problème').fill('Le tableau électrique disjoncte.');
    await form.getByLabel('Priorité').selectOption({ label: 'Critique - Panne totale' });
    const plate = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#445566' } })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel(photoText.label)
      .setInputFiles([{ name: 'tableau.jpg', mimeType: 'image/jpeg', buffer: plate }]);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('#support-page-statut')).toContainText(messages.offline);
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(form.getByLabel('Nom complet')).toHaveValue(name);

    await page.route(REQUESTS, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await expect(pageForm(page).getByLabel('Description du problème')).toHaveValue('Le tableau électrique disjoncte.');
    await expect(page.locator('#support-page-statut')).toContainText(messages.offline);
    expect((await draftOf(page, 'support'))?.pending?.photos).toHaveLength(1);

    await backOnline(page, context);
    await expect(page.locator('#support-page-statut')).toContainText(messages.supportSuccessTitle, SLOW);
    await expect(toast(page, messages.supportSuccessTitle)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: messages.supportSuccessTitle })).toHaveCount(1);
    await expect(pageForm(page).getByLabel('Nom complet')).toHaveValue('');
    expect(await draftOf(page, 'support')).toBeNull();
    await expectStoredOnce(name);
    expect((await staffMail(name))?.text).toContain(`Photos\u202f: ${photoText.inMail(1)}`);
  });

  test('a request page and a dialog sent offline go by themselves once the network is back, without a reload', async ({
    page,
    context,
  }) => {
    // Nothing may have to load once the network is gone: a script of the queue fetched then failed, and the request
    // waited for the next page load.
    const name = `Devis Page Sans Recharger ${Date.now()}`;
    await page.goto(requestPagePath('quote'));
    const form = pageForm(page);
    await form.getByLabel('Nom complet').fill(name);
    await form.getByLabel('Email').fill(`devis-page-${Date.now()}@example.ci`);
    await form.getByLabel('Téléphone').fill('0707070707');
    await form.getByLabel('Service souhaité').selectOption('Informatique');
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('#quote-page-statut')).toContainText(messages.offline);
    await context.setOffline(false);
    await expect(page.locator('#quote-page-statut')).toContainText(messages.quoteSuccessTitle, SLOW);
    await expectStoredOnce(name);

    const inDialog = `Devis Dialogue Sans Recharger ${Date.now()}`;
    await page.goto('/contact');
    const dialogForm = await fillQuote(page, inDialog);
    await context.setOffline(true);
    await dialogForm.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await context.setOffline(false);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, SLOW);
    await expectStoredOnce(inDialog);
  });

  test('a request whose answer was lost is sent again and stored once; a double submit stores once', async ({
    page,
    context,
  }) => {
    const name = `Reponse Perdue ${Date.now()}`;
    await page.goto('/contact');
    const form = await fillQuote(page, name);
    // The request reaches the server and is stored, but its answer never comes back.
    await page.route(REQUESTS, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await backOnline(page, context);
    // The retry gets the first answer: confirmed, and nothing more stored.
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, SLOW);
    await expectStoredOnce(name);

    // Two submits in the same instant (a double click before the button is disabled).
    const twice = `Double Clic ${Date.now()}`;
    const again = await fillQuote(page, twice);
    await again.locator('form').evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(toast(page, messages.quoteSuccessTitle)).toBeVisible();
    await expectStoredOnce(twice);
  });

  test('two tabs sending the same draft store it once', async ({ context }) => {
    const name = `Deux Onglets ${Date.now()}`;
    const first = await context.newPage();
    await useOwnAddress(first);
    await first.goto('/contact');
    await fillContact(first, name);
    const second = await context.newPage();
    await useOwnAddress(second);
    await second.goto('/contact');
    await expect(contactForm(second).getByLabel('Nom complet')).toHaveValue(name);
    expect((await draftOf(second, 'contact'))?.key).toBe((await draftOf(first, 'contact'))?.key);
    // Both sends are under way before either is answered (on a busy machine the second click's work could otherwise
    // start after the first was stored and its draft cleared: a new draft, a new submission).
    let arrived = 0;
    let bothSent = () => {};
    const both = new Promise<void>((resolve) => (bothSent = resolve));
    await context.route(REQUESTS, async (route) => {
      if ((arrived += 1) === 2) bothSent();
      await Promise.race([both, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      await route.continue();
    });
    await Promise.all(
      [first, second].map((page) => contactForm(page).getByRole('button', { name: 'Envoyer le message' }).click()),
    );
    for (const page of [first, second])
      await expect(contactForm(page).getByRole('status')).toContainText(messages.contactSuccess);
    expect(arrived).toBe(2);
    await expectStoredOnce(name);
  });

  test('a draft expires after 7 days, and keeps no honeypot', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    // What a bot would fill: never kept.
    await form.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await form.getByLabel('Nom complet').fill('Brouillon Ancien');
    // Kept at the form's next change once its script runs: a field typed just before that is adopted, then kept.
    await expect.poll(async () => (await draftOf(page, 'contact'))?.values).toEqual({ name: 'Brouillon Ancien' });

    // Six days old: still there.
    const setAge = (days: number) =>
      page.evaluate(
        ([name, ms]) => {
          const stored = JSON.parse(localStorage.getItem(name)!) as { savedAt: number };
          localStorage.setItem(name, JSON.stringify({ ...stored, savedAt: Date.now() - ms }));
        },
        [DRAFT + 'contact', days * 86_400_000] as const,
      );
    await setAge(6);
    await page.reload();
    await expect(contactForm(page).getByLabel('Nom complet')).toHaveValue('Brouillon Ancien');
    // Eight days old: gone, from the form and from the device.
    await setAge(8);
    await page.reload();
    await expect(contactForm(page).getByLabel('Nom complet')).toHaveValue('');
    expect(await draftOf(page, 'contact')).toBeNull();
  });
});

test.describe('a database unavailable for a while', () => {
  test('a request dialog: the French message, the draft after a reload, then stored once and confirmed', async ({
    page,
  }) => {
    const name = `Quote Panne Base ${Date.now()}`;
    await page.goto('/contact');
    await simulateDatabaseOutage(page);
    const form = await fillQuote(page, name);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await page.reload();
    await expect((await openQuote(page)).getByLabel('Nom complet')).toHaveValue(name);
    await page.keyboard.press('Escape');
    // The database is back: the page's next try (backoff) sends it.
    await useOwnAddress(page);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, SLOW);
    expect(await draftOf(page, 'quote')).toBeNull();
    await expectStoredOnce(name);
  });

  test('the contact page: the French message, then stored once and confirmed', async ({ page }) => {
    const name = `Contact Panne Base ${Date.now()}`;
    await page.goto('/contact');
    await simulateDatabaseOutage(page);
    const form = await fillContact(page, name);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.offline);
    await useOwnAddress(page);
    await expect(form.getByRole('status')).toContainText(messages.contactSuccess, SLOW);
    await expectStoredOnce(name);
  });
});

test.describe('the service worker', () => {
  test('sends a queued request with its photo once every tab is closed', async ({ context }) => {
    const page = await context.newPage();
    await useOwnAddress(page);
    await page.goto('/contact');
    const name = `Quote Worker Photo ${Date.now()}`;
    const form = await fillQuote(page, name);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), SLOW)
      .toBe(true);
    const plate = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2255aa' } })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel(photoText.label)
      .setInputFiles([{ name: 'plaque.jpg', mimeType: 'image/jpeg', buffer: plate }]);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    // The worker keeps its copy, photo included (IndexedDB keeps the Blob).
    const kept = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('multitech-demandes');
            open.onsuccess = () => {
              const all = open.result.transaction('demandes').objectStore('demandes').getAll();
              all.onsuccess = () =>
                resolve((all.result as { photos: Blob[] }[]).reduce((sum, entry) => sum + entry.photos.length, 0));
              all.onerror = () => resolve(-1);
            };
            open.onerror = () => resolve(-1);
          }),
      );
    await expect.poll(kept, SLOW).toBe(1);
    // The page's copy goes, and the page with it: only the worker can send the request now.
    await page.evaluate(() => localStorage.clear());
    await page.close();
    await context.setOffline(false);
    await expect
      .poll(async () => (await staffMail(name))?.text ?? '', { timeout: 60_000 })
      .toContain(`Photos\u202f: ${photoText.inMail(1)}`);
    await expectStoredOnce(name);
  });

  test('is registered only once a form is used, caches nothing, and its replay and the page’s store once', async ({
    page,
    context,
    request,
  }) => {
    const registered = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));
    await page.goto('/contact');
    expect(await registered()).toBe(false);

    const worker = await request.get('/sw.js');
    expect(worker.headers()['content-type']).toContain('javascript');
    const source = await worker.text();
    expect(source).toContain('sync');
    expect(source).not.toMatch(/addEventListener\(\s*["'`]fetch/);
    expect(source).not.toMatch(/caches\./);
    const page_ = await request.get('/contact');
    expect(page_.headers()['content-security-policy']).toContain("worker-src 'self'");

    const name = `Quote Service Worker ${Date.now()}`;
    const form = await fillQuote(page, name);
    await expect.poll(registered, SLOW).toBe(true);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await context.setOffline(false);
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess, SLOW);
    await expectStoredOnce(name);
  });
});
