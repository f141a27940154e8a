import { readFile } from 'node:fs/promises';
import { expect, test, untilInteractive, type Page } from './fixtures';
import { adminMessages } from '../../src/content/admin';
import { authMessages, passwordResetPages, passwordResetText } from '../../src/content/auth';
import { siteCookies } from '../../src/content/cookies';
import { adminCliText } from '../../src/content/operator';
import { teamText } from '../../src/content/admin';
import {
  adminCli,
  createAdmin,
  enrolThroughPage,
  expectNoAxeViolations,
  findMails,
  mailTo,
  signInThroughForm,
  toast,
  uniqueIp,
  useOwnAddress,
} from './support';

const userMenuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: `Compte\u202f: ${name}` });

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Inscription' }).click();
  const form = page.getByRole('form', { name: 'Inscription', exact: true });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Mot de passe/).fill(password);
  await form.getByLabel('Confirmer le mot de passe').fill(password);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
}

const confirmationLink = async (email: string) => {
  const [mail] = await findMails(
    (found) => mailTo(found).includes(email) && found.subject === 'Confirmez votre compte Multitech Ivoire',
  );
  return /(http\S+verify-email\S+)/.exec(mail!.text ?? '')![1]!;
};

test.beforeEach(async ({ page }) => {
  await useOwnAddress(page);
});

test.describe('sign-in page before its scripts arrive', () => {
  test.use({ waitForInteractive: false });

  test('what is typed before the scripts arrive is what the sign-in sends once they have', async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/auth', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Connexion', exact: true });
    await form.getByLabel('Email').fill('personne.tot@example.ci');
    await form.getByLabel('Mot de passe').fill('tapé avant les scripts');
    release();
    await untilInteractive(page);
    await form.getByRole('button', { name: 'Se connecter' }).click();
    // Not « Veuillez remplir tous les champs »: the fields' state holds what is on screen.
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText(authMessages.invalidCredentials);
  });
});

test.describe('sign-in page', () => {
  test('checks both forms in French', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Connexion' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
    const signInForm = page.getByRole('form', { name: 'Connexion', exact: true });
    await signInForm.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText(authMessages.required);
    await expect(signInForm.getByLabel('Email')).toBeFocused();

    await signInForm.getByLabel('Email').fill('personne@example.ci');
    await signInForm.getByLabel('Mot de passe').fill('mauvais');
    await signInForm.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText(authMessages.invalidCredentials);

    await page.getByRole('tab', { name: 'Inscription' }).click();
    const form = page.getByRole('form', { name: 'Inscription', exact: true });
    await expectNoAxeViolations(page);
    await form.getByLabel('Email').fill('nouveau@example.ci');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(toast(page, authMessages.signUpErrorTitle)).toContainText(authMessages.required);
    await form.getByLabel(/^Mot de passe/).fill('12345');
    await form.getByLabel('Confirmer le mot de passe').fill('12346');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText(authMessages.mismatch)).toBeVisible();
    await form.getByLabel('Confirmer le mot de passe').fill('12345');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText(authMessages.tooShort)).toBeVisible();
  });

  test('refuses an address that already has an account, with a busy button meanwhile', async ({ page }) => {
    const email = `double-${Date.now()}@example.ci`;
    await signUp(page, email, 'secret123');
    await expect(toast(page, authMessages.signUpSuccessTitle)).toContainText(authMessages.signUpSuccess);
    // The button says what it does while the request runs.
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await signUp(page, email, 'secret123');
    await expect(page.getByRole('button', { name: 'Inscription...' })).toBeDisabled();
    await expect(toast(page, authMessages.existingTitle)).toContainText(authMessages.existing);
  });

  test('refuses a burst of wrong passwords with a clear French message', async ({ page }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Connexion', exact: true });
    await form.getByLabel('Email').fill('cible@example.ci');
    await form.getByLabel('Mot de passe').fill('devine-1');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await form.getByRole('button', { name: 'Se connecter' }).click();
      await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    }
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText('Pour protéger votre compte, patientez');
  });
});

test.describe('forgotten password', () => {
  test('from the sign-in form to a new password by the mailed link, which then serves no more', async ({ page }) => {
    const email = `oubli-${Date.now()}@example.ci`;
    const { secret } = await createAdmin(email, 'ancien-mot-1');

    await page.goto('/auth');
    await page.getByRole('link', { name: passwordResetText.forgotLink }).click();
    await expect(page).toHaveURL(passwordResetPages.request.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(passwordResetPages.request.heading);
    const requestForm = page.getByRole('form', { name: passwordResetPages.request.heading });
    await expectNoAxeViolations(page);
    await requestForm.getByRole('button', { name: passwordResetText.send }).click();
    await expect(toast(page, passwordResetText.errorTitle)).toContainText(authMessages.required);
    await expect(requestForm.getByLabel('Email')).toBeFocused();
    await requestForm.getByLabel('Email').fill(email);
    await requestForm.getByRole('button', { name: passwordResetText.send }).click();
    await expect(requestForm.getByRole('status')).toHaveText(passwordResetText.sent);

    const [mail] = await findMails(
      (found) =>
        mailTo(found).includes(email) && found.subject === 'Nouveau mot de passe pour votre compte Multitech Ivoire',
    );
    const link = /(http\S+reset-password\S+)/.exec(mail!.text ?? '')![1]!;
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`${passwordResetPages.choose.path}\\?token=`));
    const form = page.getByRole('form', { name: passwordResetPages.choose.heading });
    await expectNoAxeViolations(page);
    await form.getByLabel(/^Nouveau mot de passe/).fill('nouveau-mot-2');
    await form.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-3');
    await form.getByRole('button', { name: passwordResetText.save }).click();
    await expect(form.getByText(authMessages.mismatch)).toBeVisible();
    await expect(form.getByLabel('Confirmer le mot de passe')).toBeFocused();
    await form.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-2');
    await form.getByRole('button', { name: passwordResetText.save }).click();
    await expect(toast(page, passwordResetText.doneTitle)).toContainText(passwordResetText.done);
    await expect(page).toHaveURL(/\/auth$/);

    // The old password is refused, the new one signs in.
    const signInForm = page.getByRole('form', { name: 'Connexion', exact: true });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByLabel('Mot de passe').fill('ancien-mot-1');
    await signInForm.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText(authMessages.invalidCredentials);
    await signInThroughForm(page, email, 'nouveau-mot-2', secret);

    // The same link again: it says the link is no longer valid and how to get another.
    await page.goto(link);
    await expect(page).toHaveURL(/error=INVALID_TOKEN/);
    await expect(page.getByRole('alert').filter({ hasText: passwordResetText.invalidTitle })).toContainText(
      passwordResetText.invalid,
    );
    await page.getByRole('link', { name: passwordResetText.requestAgain }).click();
    await expect(page).toHaveURL(passwordResetPages.request.path);
  });
});

test.describe('accounts and the back-office', () => {
  test('sign up, confirm, sign out, be refused, become admin, then process a quote and export it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const email = `staff-${stamp}@example.ci`;
    const password = 'motdepasse-sûr';

    // 1-2. Sign up; signing in before confirming says so and offers the mail again.
    await signUp(page, email, password);
    await expect(toast(page, authMessages.signUpSuccessTitle)).toContainText(authMessages.signUpSuccess);
    await page.getByRole('tab', { name: 'Connexion' }).click();
    const signInForm = page.getByRole('form', { name: 'Connexion', exact: true });
    await signInForm.getByLabel('Email').fill(email);
    await signInForm.getByLabel('Mot de passe').fill(password);
    await signInForm.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, authMessages.signInErrorTitle)).toContainText(authMessages.notVerified);
    await signInForm.getByRole('button', { name: authMessages.resend }).click();
    await expect(toast(page, authMessages.resentTitle)).toBeVisible();
    await findMails(
      (mail) => mailTo(mail).includes(email) && mail.subject === 'Confirmez votre compte Multitech Ivoire',
      { atLeast: 2 },
    );

    // 3-4. The link confirms, signs in and lands on the home page, where the menu shows the local part.
    await page.goto(await confirmationLink(email));
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, authMessages.confirmedTitle)).toBeVisible();
    const menu = userMenuButton(page, `staff-${stamp}`);
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    // A signed-in user who opens /auth goes home.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    // 5. Sign out ends the session.
    await userMenuButton(page, `staff-${stamp}`).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toast(page, authMessages.signedOutTitle)).toBeVisible();
    await expect(userMenuButton(page, `staff-${stamp}`)).toHaveCount(0);

    // 6. Refused /admin: signed out, then signed in without the role.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?retour=\/admin$/);
    await signInThroughForm(page, email, password);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.post('/api/admin/export?onglet=devis')).status()).toBe(403);

    // 7. Admin by the CLI, while the server runs (through its socket): an account outside the team is invited, and
    // joins by the mailed link, which sets a new (staff) password.
    const granted = await adminCli('grant', email);
    expect(granted.stdout).toContain(adminCliText.invited(email, 'admin'));

    // A quote sent by a visitor in the meantime.
    const visitor = `prospect-${stamp}@example.ci`;
    const sent = await page.request.post('/api/requests/quote', {
      headers: { 'x-forwarded-for': uniqueIp() },
      data: {
        name: 'Mariam Traoré',
        email: visitor,
        phone: '+225 05 44 33 22 11',
        company: 'Hôtel Lagune',
        service: 'Domotique',
        description: 'Chambres connectées; 40 unités',
        source: '/ · test',
      },
    });
    expect(sent.status()).toBe(200);

    // 8. Sign out, accept the invitation, and sign in again: the menu now offers the back-office.
    await page.goto('/contact');
    await userMenuButton(page, `staff-${stamp}`).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(userMenuButton(page, `staff-${stamp}`)).toHaveCount(0);
    const [invitation] = await findMails(
      (mail) => mailTo(mail).includes(email) && (mail.subject ?? '').startsWith('Invitation'),
    );
    const staffPassword = 'bureau-plateau-abidjan';
    await page.goto(/(http\S+\/auth\/invitation\S+)/.exec(invitation!.text ?? '')![1]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamText.acceptPage.heading);
    await expectNoAxeViolations(page);
    await page.getByLabel(new RegExp(`^${teamText.passwordLabel}`)).fill(staffPassword);
    await page.getByLabel(authMessages.confirmLabel).fill(staffPassword);
    await page.getByRole('button', { name: teamText.accept }).click();
    await expect(toast(page, teamText.acceptedTitle)).toBeVisible();
    await signInThroughForm(page, email, staffPassword);
    await userMenuButton(page, `staff-${stamp}`).click();
    await page.getByRole('link', { name: 'Administration' }).click();
    // Staff enrol their authenticator before any back-office screen opens.
    await enrolThroughPage(page, staffPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Contacts \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    // Signed in, on the back-office, with the cookie choice made: every cookie the site has set is in the cookies page's
    // table (the two-factor step's cookie is gone once the code is checked).
    const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name).sort();
    expect(cookieNames).toEqual(
      siteCookies
        .map((cookie) => cookie.name)
        .filter((name) => name !== 'better-auth.two_factor')
        .sort(),
    );

    // 9. Find the quote by its email.
    await page.getByRole('link', { name: /^Devis \(\d+\)$/ }).click();
    await expect(page.getByRole('link', { name: /^Devis \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill(visitor);
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page).toHaveURL(new RegExp(`onglet=devis&q=${encodeURIComponent(visitor).replace(/[.]/g, '\\.')}`));
    const card = page.getByRole('article', { name: 'Mariam Traoré' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Nouveau', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: visitor })).toHaveAttribute('href', `mailto:${visitor}`);
    await expectNoAxeViolations(page);

    // 10-11. Change its status: the toast, the badge and the history.
    await card.getByRole('button', { name: 'Marquer « En cours »' }).click();
    await expect(toast(page, adminMessages.statusUpdated)).toBeVisible();
    await expect(card.getByText('En cours', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'En cours' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByText('Détail et historique').click();
    await expect(card.getByRole('listitem').filter({ hasText: `${email}\u202f: Nouveau → En cours` })).toBeVisible();
    await expect(card.getByText('Chambres connectées; 40 unités').last()).toBeVisible();

    // 12. Export the filtered list and read the row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^devis-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Date";"Statut";"Nom";"Email";"Téléphone";"Entreprise";"Service";"Budget";"Délai";"Description";"Source";"Attribuée à";"Relance";"Provenance";"Support (utm_medium)";"Campagne (utm_campaign)";"Site référent"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `;"En cours";"Mariam Traoré";"${visitor}";"'+225 05 44 33 22 11";"Hôtel Lagune";"Domotique";"";"";"Chambres connectées; 40 unités";"/ · test";"";"";"";"";"";""`,
    );

    // Another browser without a session gets nothing from the admin endpoints: 401, where a signed-in non-admin got 403.
    const stranger = await browser.newContext();
    try {
      const exported = await stranger.request.post('/api/admin/export?onglet=devis');
      expect([exported.status(), await exported.text()]).toEqual([401, adminMessages.signInRequired]);
      const change = await stranger.request.post('/api/admin/status', {
        data: { kind: 'quotes', id: '00000000-0000-4000-8000-000000000000', status: 'traite' },
      });
      expect(change.status()).toBe(401);
      expect(await change.json()).toEqual({ ok: false, message: adminMessages.signInRequired });
    } finally {
      await stranger.close();
    }
  });
});
