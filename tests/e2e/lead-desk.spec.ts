/**
 * The lead desk as a team uses it (issue 15), on a server of its own whose mails go to a real SMTP server: a quote
 * arrives from a campaign; a staff member opens it from the team's mail, takes it, notes, replies (the visitor gets
 * the reply, from the site with the staff member as Reply-To), sets a follow-up, and finds it under "Mes demandes" and
 * "À relancer"; the history shows each step. Then the visitor's data-protection request: export, then erasure.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { adminTabs, adminText, cardText, requestStatusLabels } from '../../src/content/admin';
import {
  contactChannelLabels,
  deskFilterText,
  deskMessages,
  deskText,
  historyText,
  responseText,
} from '../../src/content/desk';
import { formText } from '../../src/content/forms';
import { quoteFormText } from '../../src/content/forms/quote';
import { personalDataText } from '../../src/content/personal-data';
import { messages } from '../../src/content/requests';
import { QUOTE_ACTION } from '../../src/content/page-actions';
import { addDays, formatLongDate, frenchDay, todayIso } from '../../src/lib/dates';
import { staffMailText } from '../../src/content/mails';
import { serveBuild } from '../../scripts/serve-build';
import { createAdmin, expectNoAxeViolations, shaped, signInThroughForm, startSmtp, toast } from './support';

/** Screenshots at a phone's and a desktop's width, and no sideways scroll at either. */
async function fitsBothWidths(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px`,
    ).toBe(true);
  }
}

test('a quote from a campaign is taken, noted, answered by mail, followed up, then its visitor erased everywhere', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtp();
  const server = await serveBuild({
    env: { SMTP_URL: smtp.url, MAIL_FROM: '"Site" <site@example.ci>', NOTIFY_TO: 'equipe@example.ci' },
  });
  const visitorContext = await browser.newContext({ baseURL: server.baseUrl });
  const staffContext = await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true });
  try {
    const admin = await createAdmin('bureau@example.ci', 'Bureau-Des-Demandes-2026', {
      DATA_DIR: server.dataDir,
      DATABASE_URL: '',
    });
    const visitorEmail = `koffi-${Date.now()}@example.ci`;

    // 1. The visitor lands from a Facebook campaign, moves to a service page within the site, and asks a quote.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/?utm_source=facebook&utm_medium=cpc&utm_campaign=clim-2026', {
      referer: 'https://m.facebook.com/story?id=42',
    });
    await visitor.getByRole('main').locator('a[href="/services/energie"]').first().click({ timeout: 15_000 });
    await expect(visitor).toHaveURL(/\/services\/energie$/);
    await visitor.getByRole('button', { name: QUOTE_ACTION }).first().click();
    const form = visitor.getByRole('dialog');
    await form.getByLabel(formText.name).fill('Koffi Yao');
    await form.getByLabel(formText.email).fill(visitorEmail);
    await form.getByLabel(formText.phone).fill('+225 07 00 00 00 42');
    await form.getByLabel(quoteFormText.description).fill('Panneaux solaires pour un entrepôt à Yopougon');
    await form.getByRole('button', { name: formText.sendRequest }).click();
    await expect(toast(visitor, messages.quoteSuccessTitle)).toBeVisible();

    /** The first mail the SMTP server received that matches, once it has. */
    const received = async (match: (mail: (typeof smtp.received)[number]) => boolean) => {
      await expect.poll(() => smtp.received.some(match), { timeout: 20_000 }).toBe(true);
      return smtp.received.find(match)!.mail;
    };

    // 2. The team's mail links to the request's own page.
    const notification = await received(
      ({ to, mail }) => to === 'equipe@example.ci' && (mail.text ?? '').includes(visitorEmail),
    );
    expect(notification.text).toContain(staffMailText.openInBackOffice);
    const link = new URL(/(http\S+\/admin\/demandes\/devis\/[0-9a-f-]{36})/.exec(notification.text ?? '')![1]!);

    // 3. The staff member signs in and opens it from the mail: it came from Facebook.
    const staff = await staffContext.newPage();
    await signInThroughForm(staff, admin.email, admin.password, admin.secret);
    // Mails go over SMTP and two-factor is required: no setting to look at.
    await staff.goto('/admin');
    await expect(staff.getByRole('heading', { level: 2, name: adminText.overview })).toBeVisible();
    await expect(staff.getByRole('list', { name: adminText.settingsNotices })).toHaveCount(0);
    await staff.goto(link.pathname);
    await expect(staff.getByRole('heading', { level: 1, name: 'Koffi Yao' })).toBeVisible();
    // The request's own card (the list it belongs to is beside it on a desktop, with its chip too).
    const request = staff.getByRole('article', { name: 'Koffi Yao' });
    await expect(request.getByText(cardText.channel('facebook'))).toBeVisible();
    // Its detail lists the campaign and the referring site (its origin only).
    await expect(staff.getByRole('definition').filter({ hasText: 'clim-2026' })).toBeVisible();
    await expect(staff.getByRole('definition').filter({ hasText: /^https:\/\/m\.facebook\.com$/ })).toBeVisible();
    // It has just arrived: a day to answer it, as quotes are promised.
    await expect(
      request.getByText(shaped(responseText.dueIn('LEFT', 'BY'), { LEFT: '(23 h \\d\\d|24 h)', BY: '.+' })),
    ).toBeVisible();
    const desk = staff.getByRole('region', { name: deskText.heading });
    const history = staff.getByRole('list').filter({ hasText: historyText.assigned(admin.email, admin.email) });

    // 4. Takes it, notes, replies, and sets a follow-up: each with its toast.
    await desk.getByRole('button', { name: deskText.assignToMe }).click();
    await expect(toast(staff, deskText.assignedTitle)).toBeVisible();
    await expect(desk.getByText(deskText.assignedToYou)).toBeVisible();
    await desk.getByLabel(deskText.noteLabel).fill('Client pressé : rappeler avant vendredi.');
    await desk.getByRole('button', { name: deskText.addNote }).click();
    await expect(toast(staff, deskText.noteAddedTitle)).toBeVisible();
    const reply = desk.getByRole('region', { name: deskText.replyHeading });
    await expect(reply.getByText(visitorEmail)).toBeVisible();
    await expect(reply.getByLabel(deskText.replySubject)).toHaveValue(deskText.replySubjectOf('Energie renouvelable'));
    await reply.getByLabel(deskText.replyText).fill('Bonjour Koffi,\nNous pouvons passer mardi à 9 h.');
    await reply.getByRole('button', { name: deskText.send }).click();
    await expect(toast(staff, deskText.sentTitle)).toContainText(deskText.sentAndMoved(visitorEmail));
    await expect(staff.getByText(requestStatusLabels.en_cours.label, { exact: true }).first()).toBeVisible();
    // The reply was its first response, well within the promise.
    await expect(request.getByText(shaped(responseText.kept('TOOK'), { TOOK: '\\d+ min' }))).toBeVisible();
    // A call made afterwards, logged with a note: a line of its own, the first response unchanged.
    const contact = desk.getByRole('region', { name: deskText.contactHeading });
    await contact.getByLabel(deskText.contactChannel).selectOption({ label: contactChannelLabels.call });
    await contact.getByLabel(deskText.contactNote).fill('Rendez-vous confirmé par téléphone.');
    await contact.getByRole('button', { name: deskText.logContact }).click();
    await expect(toast(staff, deskText.contactLoggedTitle)).toContainText(contactChannelLabels.call);
    // The follow-up's day is typed day first whatever the browser's language; a day that does not exist is refused
    // in French, and « Dans une semaine » writes it.
    const followUp = addDays(todayIso(), 7);
    const followUpField = desk.getByLabel(deskText.followUpOn);
    await followUpField.fill('31/11/2026');
    await desk.getByRole('button', { name: deskText.setFollowUp }).click();
    await expect(desk.getByText(deskMessages.followUpFormat)).toBeVisible();
    await expect(followUpField).toBeFocused();
    await desk.getByRole('button', { name: deskText.followUpPicks[2].label }).click();
    await expect(followUpField).toHaveValue(frenchDay(followUp));
    await expect(desk.getByText(deskMessages.followUpFormat)).toHaveCount(0);
    await desk.getByRole('button', { name: deskText.setFollowUp }).click();
    await expect(toast(staff, deskText.followUpTitle)).toContainText(deskText.followUpSet(formatLongDate(followUp)));

    // The reply reached the visitor from the site's address, with the staff member to answer to.
    const answer = await received(
      ({ to, mail }) => to === visitorEmail && mail.subject === deskText.replySubjectOf('Energie renouvelable'),
    );
    expect(answer.from?.text).toBe('"Site" <site@example.ci>');
    expect(answer.replyTo?.text).toBe(admin.email);
    expect(answer.text).toContain('Bonjour Koffi,\nNous pouvons passer mardi à 9 h.');

    // 5. The history shows each step, with who; the caller's note can be removed, and its removal is a line too.
    await expect(history).toContainText(historyText.note(admin.email));
    await expect(history).toContainText('Client pressé : rappeler avant vendredi.');
    await expect(history).toContainText(
      historyText.reply(admin.email, deskText.replySubjectOf('Energie renouvelable')),
    );
    await expect(history).toContainText(
      historyText.status(admin.email, requestStatusLabels.nouveau.label, requestStatusLabels.en_cours.label),
    );
    await expect(history).toContainText(historyText.followUp(admin.email, formatLongDate(followUp)));
    await expect(history).toContainText(historyText.contact(admin.email, 'call'));
    await expect(history).toContainText('Rendez-vous confirmé par téléphone.');
    await expectNoAxeViolations(staff);
    await fitsBothWidths(staff, 'demande');
    await staff.getByRole('button', { name: historyText.removeNote }).click();
    await staff.getByRole('button', { name: historyText.confirmRemoveNote }).click();
    await expect(toast(staff, deskText.noteRemovedTitle)).toBeVisible();
    await expect(history).toContainText(historyText.noteRemoved(admin.email));
    await expect(history).not.toContainText('Client pressé');

    // 6. The list finds it under "Mes demandes", "À relancer" and its channel; the summary counts it as the caller's.
    await staff.goto(`/admin?onglet=${adminTabs.quotes.slug}`);
    await expect(staff.getByText(deskFilterText.perKind(adminTabs.quotes.label, 1)).first()).toBeVisible();
    const search = staff.getByRole('search');
    await search.getByLabel(deskFilterText.assignment).selectOption({ label: deskFilterText.mine });
    await search.getByLabel(deskFilterText.channel).selectOption('facebook');
    await search.getByLabel(deskFilterText.followUps).check();
    await search.getByRole('button', { name: adminText.filter }).click();
    await expect(staff).toHaveURL(/attribuee=moi/);
    await expect(staff.getByRole('link', { name: 'Koffi Yao' })).toBeVisible();
    await expect(staff.getByText(deskText.assignedTo('').trim()).first()).toContainText(admin.email);
    // Answered: never « En retard ».
    const late = search.getByRole('checkbox', {
      name: `${deskFilterText.late} ${deskFilterText.lateHint}`,
      exact: true,
    });
    await late.check();
    await search.getByRole('button', { name: adminText.filter }).click();
    await expect(staff).toHaveURL(/retard=1/);
    await expect(staff.getByRole('link', { name: 'Koffi Yao' })).toHaveCount(0);
    await late.uncheck();
    await search.getByRole('button', { name: adminText.filter }).click();
    await expect(staff.getByRole('link', { name: 'Koffi Yao' })).toBeVisible();
    await expectNoAxeViolations(staff);
    await fitsBothWidths(staff, 'liste-filtree');

    // 7. The visitor asks for their data, then for its erasure.
    await staff.goto(personalDataText.path);
    await staff.getByLabel(personalDataText.emailLabel).fill(visitorEmail);
    await staff.getByRole('button', { name: personalDataText.find }).click();
    await expect(staff.getByRole('heading', { name: personalDataText.resultsHeading(visitorEmail) })).toBeVisible();
    await expect(staff.getByText(personalDataText.requests(1))).toBeVisible();
    await expectNoAxeViolations(staff);
    await fitsBothWidths(staff, 'donnees-personnelles');
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: personalDataText.export }).click();
    const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      email: string;
      requests: { email: string; attribution: unknown; history: { type: string }[] }[];
    };
    expect(file.email).toBe(visitorEmail);
    expect(file.requests[0]).toMatchObject({
      email: visitorEmail,
      attribution: {
        utmSource: 'facebook',
        utmMedium: 'cpc',
        utmCampaign: 'clim-2026',
        referrer: 'https://m.facebook.com',
      },
    });
    // What happened to the request (the reply, the status, the call), without the desk's own work or who did it.
    expect(file.requests[0]!.history.map((line) => line.type)).toEqual(['reply', 'status', 'contact']);
    expect(JSON.stringify(file)).not.toContain('Rendez-vous confirmé');
    expect(JSON.stringify(file)).not.toContain(admin.email);
    await staff.getByRole('button', { name: personalDataText.erase }).click();
    await staff.getByRole('button', { name: personalDataText.confirmErase }).click();
    await expect(toast(staff, personalDataText.erasedTitle)).toBeVisible();
    await expect(staff.getByText(personalDataText.nothing)).toBeVisible();

    // The request is still there, anonymised, with its history's who and when, and the erasure itself.
    await staff.goto(link.pathname);
    await expect(staff.getByRole('heading', { level: 1, name: personalDataText.erasedName })).toBeVisible();
    await expect(staff.getByText(visitorEmail)).toHaveCount(0);
    await expect(history).toContainText(historyText.erasure(admin.email));
    await expect(staff.getByText('Nous pouvons passer mardi')).toHaveCount(0);
  } finally {
    await visitorContext.close();
    await staffContext.close();
    await server.cleanup();
    await smtp.stop();
  }
});
