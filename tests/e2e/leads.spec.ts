import { expect, test, type Page } from './fixtures';
import { messages } from '../../src/content/requests';
import { todayIso } from '../../src/lib/dates';
import {
  expectNoAxeViolations,
  findMails,
  mailTo,
  simulateDatabaseOutage,
  staffMail,
  toast,
  useOwnAddress,
} from './support';

const dialog = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test.describe('quote dialog', () => {
  test('refuses missing fields in French, then sends the quote with the page service and source', async ({ page }) => {
    await page.goto('/services/energie');
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Demander un devis gratuit' })).toBeVisible();
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Energie renouvelable');
    for (const label of ['Nom complet', 'Email', 'Téléphone'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.required);
    await expect(form.getByText(messages.required).first()).toBeVisible();
    await expect(form.getByLabel('Nom complet')).toBeFocused();

    const email = `quote-${Date.now()}@example.ci`;
    await form.getByLabel('Nom complet').fill('Awa Koné');
    await form.getByLabel('Email').fill('pas-une-adresse');
    await form.getByLabel('Téléphone').fill('+225 07 00 00 00 01');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(messages.emailInvalid)).toBeVisible();

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Budget estimé').selectOption('1 000 000 - 5 000 000');
    await form.getByLabel('Description du projet').fill('Toiture de 200 m², <b>usine</b> à Yopougon');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.quoteSuccessTitle)).toContainText(messages.quoteSuccess);
    await expect(form).toBeHidden();

    const staff = await staffMail(email);
    expect(staff?.subject).toBe('[Site] Demande de devis · Energie renouvelable — Awa Koné');
    expect(staff?.text).toContain('Source\u202f: /services/energie · Demander un devis');
    expect(staff?.text).toContain('Budget\u202f: 1 000 000 - 5 000 000');
    expect(staff?.text).toContain('Toiture de 200 m², <b>usine</b> à Yopougon');
    await findMails((mail) => mailTo(mail).includes(email));

    // Opened again, the form is empty.
    await page.getByRole('button', { name: 'Demander un devis' }).click();
    await expect(dialog(page).getByLabel('Nom complet')).toHaveValue('');
  });

  test('keeps the dialog open and the input intact when the database is down', async ({ page }) => {
    await page.goto('/contact');
    await simulateDatabaseOutage(page);
    await page.getByRole('button', { name: 'Devis express' }).click();
    const form = dialog(page);
    await form.getByLabel('Nom complet').fill('Paul Yao');
    await form.getByLabel('Email').fill('paul@example.ci');
    await form.getByLabel('Téléphone').fill('0102030405');
    await form.getByLabel('Service souhaité').selectOption('Informatique');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    // Issue 30: a brief outage keeps the request on the device, to go by itself (tests/e2e/offline.spec.ts).
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Nom complet')).toHaveValue('Paul Yao');
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Informatique');
    await expect(form.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});

test.describe('consultation wizard', () => {
  test('gates each step, then books the consultation and resets to the first step', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Consultation', exact: true }).click();
    const wizard = dialog(page);
    await expect(wizard.getByRole('tab', { name: /Informations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(wizard.getByRole('tab', { name: /Planning/ })).toBeDisabled();

    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.required);
    await expect(wizard.getByRole('tab', { name: /Informations/ })).toHaveAttribute('aria-selected', 'true');
    await wizard.getByLabel('Nom complet').fill('Yao Kouassi');
    await wizard.getByLabel('Email').fill(`wizard-${Date.now()}@example.ci`);
    await wizard.getByLabel('Téléphone').fill('0700000002');
    await wizard.getByRole('button', { name: 'Suivant' }).click();

    await expect(wizard.getByRole('tab', { name: /Type/ })).toHaveAttribute('aria-selected', 'true');
    await expect(wizard.getByText('120 min · Sur devis')).toBeVisible();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(wizard.getByText(messages.required)).toBeVisible();
    await wizard.getByRole('radio', { name: /Audit énergétique/ }).check();
    await wizard.getByRole('button', { name: 'Suivant' }).click();

    await expect(wizard.getByText('Lun-Ven 9h-17h')).toBeVisible();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(wizard.getByText(messages.required)).toBeVisible();
    await wizard.getByRole('radio', { name: /Visioconférence/ }).check();
    await wizard.getByRole('button', { name: 'Retour' }).click();
    await expect(wizard.getByRole('radio', { name: /Audit énergétique/ })).toBeChecked();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByRole('button', { name: 'Suivant' }).click();

    await expect(wizard.getByLabel('Date souhaitée')).toHaveAttribute('min', todayIso());
    await expect(wizard.getByRole('radio')).toHaveCount(8 + 3);
    await expect(wizard.getByText('Réponse sous 4h')).toBeVisible();
    await expectNoAxeViolations(page);
    await wizard.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(wizard.getByText(messages.required).first()).toBeVisible();
    await wizard.getByLabel('Date souhaitée').fill(todayIso());
    await wizard.getByRole('radio', { name: '14h-15h' }).check();
    await wizard.getByRole('radio', { name: /Très urgent/ }).check();
    await wizard.getByRole('button', { name: 'Confirmer la demande' }).click();

    await expect(toast(page, messages.consultationSuccessTitle)).toContainText(
      `Audit énergétique · Visioconférence. ${messages.consultationSuccess}`,
    );
    await expect(wizard).toBeHidden();
    const staff = await staffMail('Yao Kouassi');
    expect(staff?.text).toContain('Créneau\u202f: 14:00-15:00');
    expect(staff?.text).toContain('Urgence\u202f: Très urgent (Réponse sous 4h)');
    expect(staff?.text).toContain('Source\u202f: / · Consultation (en-tête)');

    await page.getByRole('banner').getByRole('button', { name: 'Consultation', exact: true }).click();
    await expect(dialog(page).getByRole('tab', { name: /Informations/ })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog(page).getByLabel('Nom complet')).toHaveValue('');
  });

  test('refuses a date before today in Abidjan, and keeps everything when the database is down', async ({ page }) => {
    await page.goto('/services/domotique');
    await page.getByRole('button', { name: 'Consulter un expert' }).click();
    const wizard = dialog(page);
    await wizard.getByLabel('Nom complet').fill('Fatou');
    await wizard.getByLabel('Email').fill('fatou@example.ci');
    await wizard.getByLabel('Téléphone').fill('0708091011');
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await expect(wizard.getByRole('radio', { name: /Consultation technique/ })).toBeChecked();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByRole('radio', { name: /Sur site/ }).check();
    await wizard.getByRole('button', { name: 'Suivant' }).click();
    await wizard.getByLabel('Date souhaitée').fill('2020-01-01');
    await wizard.getByRole('radio', { name: '09h-10h' }).check();
    await wizard.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(wizard.getByText(messages.pastDate)).toBeVisible();

    await simulateDatabaseOutage(page);
    await wizard.getByLabel('Date souhaitée').fill(todayIso());
    await wizard.getByRole('button', { name: 'Confirmer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(wizard).toBeVisible();
    await expect(wizard.getByLabel('Date souhaitée')).toHaveValue(todayIso());
    await wizard.getByRole('tab', { name: /Informations/ }).click();
    await expect(wizard.getByLabel('Nom complet')).toHaveValue('Fatou');
  });
});

test.describe('contact page', () => {
  test('sends the contact form, with its messages, and keeps it when the database is down', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.contactRequired);
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.contactRequired);

    await form.getByLabel('Nom complet').fill('Marie Kouadio');
    await form.getByLabel('Email').fill('marie@example.ci');
    await form.getByLabel('Service concerné').selectOption('Domotique');
    await form.getByLabel('Message').fill('Bonjour, je souhaite équiper ma villa.');
    await simulateDatabaseOutage(page);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.offline);
    await expect(form.getByLabel('Message')).toHaveValue('Bonjour, je souhaite équiper ma villa.');
    await expect(form.getByLabel('Service concerné')).toHaveValue('Domotique');

    await useOwnAddress(page);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.contactSuccess);
    await expect(toast(page, messages.contactSuccess)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');
    const staff = await staffMail('Marie Kouadio');
    expect(staff?.text).toContain('Source\u202f: /contact · Formulaire de contact');
  });

  test('works without JavaScript: a plain POST and a server-rendered answer', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' },
    });
    const page = await context.newPage();
    await page.goto('/contact?sujet=Candidature');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });
    await expect(form.getByLabel('Service concerné')).toHaveValue('Candidature');
    await form.getByLabel('Nom complet').fill('Koffi Sans JS');
    await form.getByLabel('Email').fill('koffi@localhost');
    await form.getByLabel('Message').fill('Je vous envoie ma candidature.');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.emailInvalid);
    await expect(form.getByLabel('Nom complet')).toHaveValue('Koffi Sans JS');
    await expect(form.getByLabel('Message')).toHaveValue('Je vous envoie ma candidature.');

    await form.getByLabel('Email').fill('koffi@example.ci');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(form.getByRole('status')).toContainText(messages.contactSuccess);
    const staff = await staffMail('Koffi Sans JS');
    expect(staff?.text).toContain('Service\u202f: Candidature');
    await context.close();
  });

  test('sends a support request with the message built from issue type, priority and description', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Support technique' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.required);
    await expectNoAxeViolations(page);
    await form.getByLabel('Nom complet').fill('Ibrahim Support');
    await form.getByLabel('Email').fill('ibrahim@example.ci');
    await form.getByLabel('Téléphone').fill('0505050505');
    await form.getByLabel('Priorité').selectOption({ label: 'Critique - Panne totale' });
    await form.getByLabel('Type de problème').selectOption('Problème de climatisation');
    await form.getByLabel('Description du problème').fill('La salle serveur chauffe.');
    await simulateDatabaseOutage(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(form.getByLabel('Description du problème')).toHaveValue('La salle serveur chauffe.');
    await useOwnAddress(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.supportSuccessTitle)).toContainText('Priorité\u202f: Critique - Panne totale');
    await expect(form).toBeHidden();
    const staff = await staffMail('Ibrahim Support');
    expect(staff?.subject).toContain('Support technique · Critique - Panne totale');
  });

  test('books a call-back, stored as a contact with service Rappel', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Demander un rappel' }).click();
    const form = dialog(page);
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(toast(page, messages.requiredTitle)).toContainText(messages.required);
    await form.getByLabel('Nom complet').fill('Aya Rappel');
    await form.getByLabel('Téléphone').fill('0101010101');
    await form.getByRole('radio', { name: 'Après-midi (14h-18h)' }).check();
    await expectNoAxeViolations(page);
    await simulateDatabaseOutage(page);
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Après-midi (14h-18h)' })).toBeChecked();
    await useOwnAddress(page);
    await form.getByRole('button', { name: 'Être rappelé' }).click();
    await expect(toast(page, messages.callbackSuccessTitle)).toBeVisible();
    const staff = await staffMail('Aya Rappel');
    expect(staff?.subject).toBe('[Site] Demande de rappel · Après-midi (14h-18h) — Aya Rappel');
  });
});

test.describe('demo requests', () => {
  test('opens the demo dialog from the home page, with the documentation type preselected by its button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Recevoir la documentation technique' }).click();
    const form = dialog(page);
    await expect(form.getByLabel('Votre demande')).toHaveValue('documentation');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.requiredTitle)).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel('Nom complet').fill('Serge Démo');
    await form.getByLabel('Email').fill('serge@example.ci');
    await form.getByLabel('Solution').selectOption('iSmart');
    await simulateDatabaseOutage(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await useOwnAddress(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.demoSuccessTitle)).toBeVisible();
    const staff = await staffMail('Serge Démo');
    expect(staff?.subject).toContain('Documentation technique · iSmart');
    expect(staff?.text).toContain('Source\u202f: / · Documentation technique');
  });
});

test.describe('newsletter', () => {
  test('subscribes from the footer with double opt-in, and the mail links confirm and unsubscribe', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Adresse email');
    const subscribe = footer.getByRole('button', { name: 'S’abonner' });
    await subscribe.click();
    await expect(toast(page, messages.errorTitle)).toContainText(messages.emailMissing);
    await expect(footer.getByRole('status')).toHaveText(messages.emailMissing);
    await field.fill('pas-une-adresse');
    await subscribe.click();
    await expect(footer.getByRole('status')).toHaveText(messages.emailInvalid);

    await simulateDatabaseOutage(page);
    const email = `news-${Date.now()}@example.ci`;
    await field.fill(email);
    await subscribe.click();
    await expect(toast(page, messages.offline)).toBeVisible();
    await expect(field).toHaveValue(email);

    await useOwnAddress(page);
    await subscribe.click();
    // The toast and the line under the field say the same: the subscription waits for the link just mailed.
    await expect(toast(page, 'Inscription réussie !')).toContainText(
      'Dernière étape\u202f: ouvrez le lien que nous venons de vous envoyer par email pour confirmer votre abonnement.',
    );
    await expect(footer.getByRole('status')).toHaveText(
      'Un email de confirmation vient de vous être envoyé\u202f: cliquez sur son lien pour valider votre inscription.',
    );
    await expect(field).toHaveValue('');

    const [mail] = await findMails((m) => mailTo(m).includes(email));
    const confirm = (mail?.text ?? '').match(/https?:\/\/\S+\/newsletter\/confirmation\?jeton=\S+/)?.[0];
    const unsubscribe = (mail?.text ?? '').match(/https?:\/\/\S+\/newsletter\/desinscription\?jeton=\S+/)?.[0];
    expect(confirm && unsubscribe).toBeTruthy();
    await page.goto(confirm!);
    await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée');
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes désinscrit');
  });
});

test('past the per-IP limit, a visitor gets a clear French message and nothing is stored', async ({ request }) => {
  const headers = { 'x-forwarded-for': '10.250.0.1', 'content-type': 'application/json' };
  const payload = (i: number) => ({
    name: 'Limite',
    email: `limite${i}@example.ci`,
    message: 'Bonjour',
    source: '/contact · test',
  });
  for (let i = 1; i <= 5; i += 1)
    expect((await request.post('/api/requests/contact', { headers, data: payload(i) })).status()).toBe(200);
  const refused = await request.post('/api/requests/contact', { headers, data: payload(6) });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({
    ok: false,
    error: { title: messages.rateLimitedTitle, description: messages.rateLimited },
  });
  await findMails((mail) => (mail.text ?? '').includes('limite5@example.ci'));
  expect(await findMails((mail) => (mail.text ?? '').includes('limite6@example.ci'), { atLeast: 0 })).toEqual([]);
});

test.describe('request buttons of the service and solution pages', () => {
  test('energy: the free solar study and the expert open two separate dialogs', async ({ page }) => {
    await page.goto('/services/energie');
    await page.getByRole('button', { name: 'Étude solaire gratuite' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Demander un devis gratuit' })).toBeVisible();
    await expect(dialog(page).getByLabel('Service souhaité')).toHaveValue('Energie renouvelable');
    await dialog(page).getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('button', { name: 'Consulter un expert' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Réserver une consultation gratuite' })).toBeVisible();
  });

  test('a solution page modal stores a quote named after the page, with the button as source', async ({ page }) => {
    await page.goto('/solutions/audit-energetique');
    await page.getByRole('button', { name: 'Demander un audit', exact: true }).click();
    const form = dialog(page);
    await expect(form.getByLabel('Service souhaité')).toHaveValue('Audit énergétique');
    await form.getByLabel('Nom complet').fill('Chantal Audit');
    await form.getByLabel('Email').fill('chantal@example.ci');
    await form.getByLabel('Téléphone').fill('0700000009');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(toast(page, messages.quoteSuccessTitle)).toBeVisible();
    const staff = await staffMail('Chantal Audit');
    expect(staff?.subject).toContain('Demande de devis · Audit énergétique');
    expect(staff?.text).toContain('Source\u202f: /solutions/audit-energetique · Demander un audit');
  });

  test('support 24/7: call now dials the hotline, and its chat button is WhatsApp (tests/e2e/whatsapp-and-taps.spec.ts)', async ({
    page,
  }) => {
    await page.goto('/solutions/support-24-7');
    await expect(page.getByRole('link', { name: 'Appeler maintenant' })).toHaveAttribute('href', /^tel:\+225/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Écrire sur WhatsApp' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/225/,
    );
    await expect(page.getByRole('button', { name: 'Ouvrir le chat support' })).toHaveCount(0);
  });

  test('the blog newsletter box subscribes too', async ({ page }) => {
    await page.goto('/blog');
    const box = page.getByRole('region', { name: 'Recevez nos prochains articles' });
    await box.getByLabel('Adresse email').fill(`blog-${Date.now()}@example.ci`);
    await box.getByRole('button', { name: 'S’abonner' }).click();
    await expect(toast(page, messages.newsletterSuccessTitle)).toBeVisible();
    await expect(box.getByLabel('Adresse email')).toHaveValue('');
  });
});
