/**
 * Reply templates (issue 32, point 6), at a phone's width: an admin writes a quote's template with the keyboard on
 * /admin/modeles (an unknown placeholder refused first), then answers a quote from it in « Répondre »: the template
 * fills the subject and message from the request, a message already edited is replaced only once confirmed, and the
 * reply sent shows in the history.
 */
import { expect, test, type Page } from './fixtures';
import { adminTabs } from '../../src/content/admin';
import { deskText, historyText } from '../../src/content/desk';
import { replyPickerText, replyTemplateMessages, replyTemplateText } from '../../src/content/reply-templates';
import { placeholderTokens } from '../../src/lib/schemas/reply-template';
import { createAdmin, expectNoAxeViolations, signInThroughForm, toast, uniqueIp } from './support';

/** Screenshots at a phone's and a desktop's width, and no sideways scroll at either; back to the phone's. */
async function fitsBothWidths(page: Page, name: string) {
  for (const width of [360, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) break;
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px`,
    ).toBe(true);
  }
}

test('an admin writes a template with the keyboard, then answers a quote from it', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  const admin = await createAdmin(`modeles-${stamp}@example.ci`, 'Modeles-De-Reponse-2026');
  await signInThroughForm(page, admin.email, admin.password, admin.secret);
  const visitor = `modele-prospect-${stamp}@example.ci`;
  const sent = await page.request.post('/api/requests/quote', {
    headers: { 'x-forwarded-for': uniqueIp() },
    data: {
      name: 'Awa Koné',
      email: visitor,
      phone: '+225 07 00 00 00 07',
      service: 'Domotique',
      description: 'Villa à Cocody',
      source: '/ · test',
    },
  });
  expect(sent.status()).toBe(200);

  // 1. The template, typed with the keyboard: an unknown placeholder is refused, named, before anything is sent.
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: replyTemplateText.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: replyTemplateText.heading })).toBeVisible();
  const form = page.getByRole('form', { name: replyTemplateText.addHeading });
  await form.getByLabel(replyTemplateText.kind).focus();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel(replyTemplateText.kind)).toHaveValue('quotes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Premier contact');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Votre devis {service} ({référence})');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bonjour {prenom},\n\nNous revenons vers vous sous {délai}.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: replyTemplateText.add })).toBeFocused();
  await page.keyboard.press('Enter');
  const body = form.getByLabel(replyTemplateText.body);
  await expect(
    form.getByText(replyTemplateMessages.unknownPlaceholders(['{prenom}'], placeholderTokens)),
  ).toBeVisible();
  await expect(body).toBeFocused();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('Bonjour {prénom},');
  await form.getByRole('button', { name: replyTemplateText.add }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, replyTemplateText.addedTitle)).toContainText('Premier contact');
  const quotes = page.getByRole('region', { name: replyTemplateText.kindHeading(adminTabs.quotes.label, 1) });
  await expect(quotes.getByText('Premier contact')).toBeVisible();
  await expect(body).toHaveValue('');
  // The toast gone first: axe would measure its text half faded.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
  await fitsBothWidths(page, 'modeles');

  // 2. The quote's page: the template fills « Répondre » from the request.
  await page.goto(`/admin?onglet=devis&q=${encodeURIComponent(visitor)}`);
  await page.getByRole('article', { name: 'Awa Koné' }).getByRole('link', { name: 'Awa Koné' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Awa Koné' })).toBeVisible();
  const reference = /\/admin\/demandes\/devis\/([0-9a-f]{8})/.exec(page.url())![1]!.toUpperCase();
  const reply = page.getByRole('region', { name: deskText.replyHeading });
  const subject = reply.getByLabel(deskText.replySubject);
  const message = reply.getByLabel(deskText.replyText);
  await reply.getByLabel(replyPickerText.label).selectOption({ label: 'Premier contact' });
  await reply.getByRole('button', { name: replyPickerText.use }).press('Enter');
  await expect(subject).toHaveValue(`Votre devis Domotique (${reference})`);
  await expect(message).toHaveValue('Bonjour Awa,\n\nNous revenons vers vous sous 24\u00a0h.');
  await expect(message).toBeFocused();

  // Edited, then the template asked again: replaced only at the second press.
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nLe technicien passe jeudi.');
  await reply.getByRole('button', { name: replyPickerText.use }).press('Enter');
  await expect(reply.getByText(replyPickerText.replaceWarning)).toBeVisible();
  await expect(message).toHaveValue(/jeudi\.$/);
  await expectNoAxeViolations(page);
  await fitsBothWidths(page, 'repondre');
  await reply.getByRole('button', { name: replyPickerText.replace }).press('Enter');
  await expect(message).toHaveValue('Bonjour Awa,\n\nNous revenons vers vous sous 24\u00a0h.');
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\nLe technicien passe vendredi.');

  // 3. Sent: the history keeps it.
  await reply.getByRole('button', { name: deskText.send }).press('Enter');
  await expect(toast(page, deskText.sentTitle)).toContainText(visitor);
  await expect(page.getByText(historyText.reply(admin.email, `Votre devis Domotique (${reference})`))).toBeVisible();
  await expect(page.getByText(/Le technicien passe vendredi\.$/)).toBeVisible();
  await context.close();
});
