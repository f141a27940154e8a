import type { Browser } from '@playwright/test';
import { expect, test, untilInteractive, type Page } from './fixtures';
import { requestHref, requestPageKinds, requestPagePath } from '../../src/content/request-links';
import { requestPages, requestPageText } from '../../src/content/request-pages';
import { messages } from '../../src/content/requests';
import { todayIso } from '../../src/lib/dates';
import { newsletterFormText } from '../../src/content/forms/newsletter';
import { jsBudgetBytes, scriptGzipBytes } from '../support/page-weight';
import { expectNoAxeViolations, findMails, mailTo, staffMail, toast, uniqueIp, useOwnAddress } from './support';

/** A page of a context without JavaScript, posting from its own address. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  return { context, page: await context.newPage() };
}

const formOf = (page: Page, submit: string) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: submit }) });
/** The line above a request page's form that says how its last post went (a live region: it stays while the form is renewed). */
const statusOf = (page: Page, kind: string) => page.locator(`#${kind}-page-statut[role="status"]`);

/** A day before today, as a date field holds it. */
const yesterday = () => new Date(Date.parse(`${todayIso()}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const inAWeek = () => new Date(Date.parse(`${todayIso()}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

test.describe('request pages without JavaScript', () => {
  test('a quote: the button’s service and page in the URL, a refusal keeps what was typed, then SPEC’s message and the source', async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(
      requestHref('quote', {
        from: '/services/energie',
        label: 'Demander un devis',
        preset: { service: 'Energie renouvelable' },
      }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Demander un devis gratuit' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/demande\/devis$/);
    const origin = page.locator('section[aria-labelledby="demande-titre"] p').filter({ hasText: requestPageText.from });
    await expect(origin.locator('a[href="/services/energie"]')).toBeVisible();
    const form = formOf(page, 'Envoyer la demande');
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Energie renouvelable');

    await form.getByLabel('Nom complet').fill('Awa Sans JS');
    await form.getByLabel('Email').fill('awa@localhost');
    await form.getByLabel('Téléphone').fill('0707070707');
    await form.getByLabel('Budget estimé').selectOption('1 000 000 - 5 000 000');
    await form.getByLabel('Description du projet').fill('Toiture solaire, usine de Yopougon');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'quote')).toContainText(messages.emailInvalid);
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Nom complet')).toHaveValue('Awa Sans JS');
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Energie renouvelable');
    await expect(form.getByLabel('Budget estimé')).toHaveValue('1 000 000 - 5 000 000');
    await expect(form.getByLabel('Description du projet')).toHaveValue('Toiture solaire, usine de Yopougon');

    await form.getByLabel('Email').fill('awa.sansjs@example.ci');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'quote')).toContainText(`${messages.quoteSuccessTitle} ${messages.quoteSuccess}`);
    await expect(form.getByLabel('Nom complet')).toHaveValue('');
    const staff = await staffMail('awa.sansjs@example.ci');
    expect(staff?.subject).toBe('[Site] Demande de devis · Energie renouvelable — Awa Sans JS');
    expect(staff?.text).toContain('Source\u202f: /services/energie · Demander un devis');
    expect(staff?.text).toContain('Budget\u202f: 1 000 000 - 5 000 000');
    await context.close();
  });

  test('a consultation on one page: a past date refused, then booked with its slot', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(
      requestHref('consultation', { from: '/contact', label: 'Consultation urgente', preset: { urgency: 'high' } }),
    );
    const form = formOf(page, 'Confirmer la demande');
    await expect(form.getByRole('radio', { name: 'Très urgent' })).toBeChecked();
    await form.getByLabel('Nom complet').fill('Yao Sans JS');
    await form.getByLabel('Email').fill('yao.sansjs@example.ci');
    await form.getByRole('textbox', { name: 'Téléphone' }).fill('0102030405');
    await form.getByRole('radio', { name: 'Audit énergétique' }).check();
    await form.getByRole('radio', { name: 'Sur site' }).check();
    await form.getByRole('radio', { name: '14h-15h' }).check();
    await form.getByLabel('Sujet').fill('Audit du siège');
    // The browser refuses a date before `min`; a visitor whose browser does not (or a crafted post) meets the server's rule.
    const date = form.getByLabel('Date souhaitée');
    await expect(date).toHaveAttribute('min', todayIso());
    await date.evaluate((input) => input.removeAttribute('min'));
    await date.fill(yesterday());
    await form.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(statusOf(page, 'consultation')).toContainText(messages.pastDate);
    await expect(form.getByLabel('Date souhaitée')).toHaveValue(yesterday());
    await expect(form.getByLabel('Nom complet')).toHaveValue('Yao Sans JS');
    await expect(form.getByRole('radio', { name: 'Audit énergétique' })).toBeChecked();
    await expect(form.getByRole('radio', { name: '14h-15h' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Très urgent' })).toBeChecked();

    await form.getByLabel('Date souhaitée').fill(inAWeek());
    await form.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(statusOf(page, 'consultation')).toContainText(
      `${messages.consultationSuccessTitle} Audit énergétique · Sur site. ${messages.consultationSuccess}`,
    );
    const staff = await staffMail('yao.sansjs@example.ci');
    expect(staff?.text).toContain('Source\u202f: /contact · Consultation urgente');
    await context.close();
  });

  test('a support request: a missing priority in French, then stored with the priority named', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(requestPagePath('support'));
    const form = formOf(page, 'Envoyer la demande');
    await form.getByLabel('Nom complet').fill('Ibrahim Sans JS');
    await form.getByLabel('Email').fill('ibrahim.sansjs@example.ci');
    await form.getByLabel('Téléphone').fill('0505050505');
    await form.getByLabel('Description du problème').fill('La salle serveur chauffe.');
    // The select's `required` is the browser's check; the server's is the one that counts.
    await form.getByLabel('Priorité').evaluate((select) => select.removeAttribute('required'));
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'support')).toContainText(`${messages.requiredTitle}\u202f: ${messages.required}`);
    await expect(form.getByLabel('Description du problème')).toHaveValue('La salle serveur chauffe.');

    await form.getByLabel('Priorité').selectOption({ label: 'Critique - Panne totale' });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'support')).toContainText(
      `${messages.supportSuccessTitle} Priorité\u202f: Critique - Panne totale`,
    );
    const staff = await staffMail('ibrahim.sansjs@example.ci');
    expect(staff?.text).toContain(`Source\u202f: ${requestPagePath('support')} · ${requestPages.support.title}`);
    await context.close();
  });

  test('a demo request: the brochure the button asked for, then stored', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(
      requestHref('demo', { from: '/', label: 'Brochure', preset: { requestType: 'brochure', solution: 'iSmart' } }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Recevoir la brochure' })).toBeVisible();
    const form = formOf(page, 'Envoyer la demande');
    await expect(form.getByLabel('Solution')).toHaveValue('iSmart');
    await expect(form.getByLabel('Votre demande')).toHaveValue('brochure');
    await form.getByLabel('Nom complet').fill('Fatou Sans JS');
    await form.getByLabel('Email').fill('fatou@localhost');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'demo')).toContainText(messages.emailInvalid);
    await expect(form.getByLabel('Nom complet')).toHaveValue('Fatou Sans JS');
    await expect(form.getByLabel('Solution')).toHaveValue('iSmart');

    await form.getByLabel('Email').fill('fatou.sansjs@example.ci');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'demo')).toContainText(`${messages.demoSuccessTitle} ${messages.demoSuccess}`);
    const staff = await staffMail('fatou.sansjs@example.ci');
    expect(staff?.text).toContain('Source\u202f: / · Brochure');
    await context.close();
  });

  test('a call-back: a blank name refused, then stored with its slot; presets outside the lists are ignored', async ({
    browser,
  }) => {
    const { context, page } = await withoutJavaScript(browser);
    await page.goto(
      `${requestPagePath('callback')}?creneau=Minuit&depuis=//evil.example&bouton=${encodeURIComponent('a\nb')}`,
    );
    const form = formOf(page, 'Être rappelé');
    for (const slot of ['Dès que possible', 'Matin (8h-12h)', 'Midi (12h-14h)', 'Après-midi (14h-18h)'])
      await expect(form.getByRole('radio', { name: slot })).not.toBeChecked();
    await expect(page.locator('a[href*="evil"]')).toHaveCount(0);
    await expect(page.getByText(requestPageText.from)).toHaveCount(0);
    await form.getByLabel('Nom complet').fill('   ');
    await form.getByLabel('Téléphone').fill('0708091011');
    await form.getByRole('radio', { name: 'Matin (8h-12h)' }).check();
    await form.getByLabel('Objet de l’appel').fill('Contrat de maintenance');
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(statusOf(page, 'callback')).toContainText(messages.required);
    await expect(form.getByLabel('Téléphone')).toHaveValue('0708091011');
    await expect(form.getByRole('radio', { name: 'Matin (8h-12h)' })).toBeChecked();

    await form.getByLabel('Nom complet').fill('Kouassi Sans JS');
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(statusOf(page, 'callback')).toContainText(
      `${messages.callbackSuccessTitle} ${messages.callbackSuccess}`,
    );
    const staff = await staffMail('Kouassi Sans JS');
    expect(staff?.text).toContain(`Source\u202f: ${requestPagePath('callback')} · ${requestPages.callback.title}`);
    await context.close();
  });
});

test('the footer’s newsletter form subscribes without JavaScript', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: newsletterFormText.label });
  await form.getByLabel(newsletterFormText.emailLabel).fill('lettre@localhost');
  await form.getByRole('button', { name: newsletterFormText.submit }).click();
  await expect(form.getByRole('status')).toHaveText(messages.emailInvalid);
  await expect(form.getByLabel(newsletterFormText.emailLabel)).toHaveValue('lettre@localhost');

  const email = `lettre-${Date.now()}@example.ci`;
  await form.getByLabel(newsletterFormText.emailLabel).fill(email);
  await form.getByRole('button', { name: newsletterFormText.submit }).click();
  await expect(form.getByRole('status')).toHaveText(newsletterFormText.sent);
  await findMails((mail) => mailTo(mail).includes(email));
  await context.close();
});

test.describe('request buttons', () => {
  test('are links to their page, and open their dialog once the scripts are there', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto('/services/energie');
    const button = page.getByRole('button', { name: 'Demander un devis' }).first();
    const href = await button.getAttribute('href');
    expect(href).toBe(
      requestHref('quote', {
        from: '/services/energie',
        label: 'Demander un devis',
        preset: { service: 'Energie renouvelable' },
      }),
    );
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Demander un devis gratuit' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Service souhaité')).toHaveValue('Energie renouvelable');
    expect(new URL(page.url()).pathname).toBe('/services/energie');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A click that asks for a new tab keeps the link's behaviour: the request page opens there, the dialog does not.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      button.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    // A tab opened by a click starts on about:blank; the headless shell can report that document loaded before the
    // link's navigation commits, so the test waits for the link's address rather than for a load state.
    await opened.waitForURL((url) => url.href.includes(href!));
    expect(opened.url()).toContain(href!);
    await expect(opened.getByRole('heading', { level: 1, name: 'Demander un devis gratuit' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('with JavaScript, the page’s form answers in place, with the same messages and a toast', async ({ page }) => {
    await useOwnAddress(page);
    await page.goto(
      requestHref('consultation', { from: '/contact', label: 'Consultation urgente', preset: { urgency: 'high' } }),
    );
    await expectNoAxeViolations(page);
    await page.goto(requestHref('callback', { from: '/contact', label: 'Demander un rappel' }));
    const form = formOf(page, 'Être rappelé');
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(statusOf(page, 'callback')).toContainText(`${messages.requiredTitle}\u202f: ${messages.required}`);
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.required);
    await expect(form.getByLabel('Nom complet')).toBeFocused();
    await form.getByLabel('Nom complet').fill('Adjoua Avec JS');
    await form.getByLabel('Téléphone').fill('0709090909');
    await form.getByRole('radio', { name: 'Dès que possible' }).check();
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(statusOf(page, 'callback')).toContainText(
      `${messages.callbackSuccessTitle} ${messages.callbackSuccess}`,
    );
    await expect(toast(page, messages.callbackSuccessTitle)).toContainText(messages.callbackSuccess);
    await expect(form.getByLabel('Nom complet')).toHaveValue('');
    expect(new URL(page.url()).pathname).toBe(requestPagePath('callback'));
    const staff = await staffMail('Adjoua Avec JS');
    expect(staff?.text).toContain('Source\u202f: /contact · Demander un rappel');
  });
});

test('a request page keeps what is typed across a reload, shares it with its dialog, and forgets it once stored', async ({
  page,
}) => {
  await useOwnAddress(page);
  const name = `Brouillon Page ${Date.now()}`;
  // Typed in the quote dialog of /contact, and left there.
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Devis express' }).click();
  await page.getByRole('dialog').getByLabel('Nom complet').fill(name);
  await page.keyboard.press('Escape');

  await page.goto(requestPagePath('quote'));
  const form = formOf(page, 'Envoyer la demande');
  await expect(form.getByLabel('Nom complet')).toHaveValue(name);
  await form.getByLabel('Email').fill('brouillon.page@example.ci');
  await form.getByLabel('Téléphone').fill('0707070707');
  await form.getByLabel('Service souhaité').selectOption('Informatique');
  await page.reload();
  await expect(form.getByLabel('Email')).toHaveValue('brouillon.page@example.ci');
  await expect(form.getByLabel('Service souhaité')).toHaveValue('Informatique');
  await expect(form.getByLabel('Nom complet')).toHaveValue(name);

  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(statusOf(page, 'quote')).toContainText(messages.quoteSuccessTitle);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('multitech:brouillon:quote'))).toBeNull();
  await page.reload();
  await expect(form.getByLabel('Nom complet')).toHaveValue('');
});

test.describe('before the scripts arrive', () => {
  test.use({ waitForInteractive: false });

  test('a tap on a request button is not lost: it leads to the request page', async ({ page }) => {
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Devis express' }).click();
    await expect(page).toHaveURL(/\/demande\/devis\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demander un devis gratuit' })).toBeVisible();
  });

  test('what is typed before the scripts arrive is sent once they have: a request page and the newsletter', async ({
    page,
  }) => {
    await useOwnAddress(page);
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    const name = `Avant Scripts ${Date.now()}`;
    const email = `avant-scripts-${Date.now()}@example.ci`;
    await page.goto(requestPagePath('support'), { waitUntil: 'commit' });
    const form = formOf(page, 'Envoyer la demande');
    await form.getByLabel('Nom complet').fill(name);
    await form.getByLabel('Email').fill('avant.scripts@example.ci');
    await form.getByLabel('Téléphone').fill('0707080808');
    await form.getByLabel('Priorité').selectOption({ label: 'Élevée - Service dégradé' });
    await form.getByLabel('Description du problème').fill('Le tableau électrique disjoncte.');
    const newsletter = page.getByRole('form', { name: newsletterFormText.label });
    await newsletter.getByLabel(newsletterFormText.emailLabel).fill(email);
    expect(
      await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$'))),
      'the scripts were held',
    ).toBe(false);

    release();
    await untilInteractive(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(statusOf(page, 'support')).toContainText(
      `${messages.supportSuccessTitle} Priorité : Élevée - Service dégradé`,
    );
    const staff = await staffMail(name);
    expect(staff?.text).toContain('Le tableau électrique disjoncte.');
    expect(staff?.text).toContain('avant.scripts@example.ci');

    await newsletter.getByRole('button', { name: newsletterFormText.submit }).click();
    await expect(newsletter.getByRole('status')).toHaveText(newsletterFormText.sent);
    await findMails((mail) => mailTo(mail).includes(email));
  });
});

test('each request page ships no more than the 150 KB of gzip JS of every page', async ({ baseURL }) => {
  for (const kind of requestPageKinds)
    expect(await scriptGzipBytes(baseURL!, requestPagePath(kind)), kind).toBeLessThanOrEqual(jsBudgetBytes);
});

test('the contact page and a request page load their form’s work once it is used, not with the page', async ({
  page,
}) => {
  // The form's work carries the schemas, and with them the phone metadata they read (lib/phone-metadata.json): no
  // script of a first visit holds it.
  const marker = 'country_calling_codes';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const loadedWork = async () => (await Promise.all(scripts)).some((source) => source.includes(marker));
  for (const [path, submit] of [
    ['/contact', 'Envoyer le message'],
    [requestPagePath('quote'), 'Envoyer la demande'],
  ] as const) {
    scripts.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await loadedWork(), `${path}, before the form is used`).toBe(false);
    await formOf(page, submit).getByLabel('Nom complet').fill('Koffi');
    await expect.poll(loadedWork, { message: `${path}, once the form is used` }).toBe(true);
  }
});
