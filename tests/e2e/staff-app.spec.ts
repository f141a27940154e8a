/**
 * The back-office as an app of its own (issue 32), keyboard only, at a desktop's and a phone's width: its own frame
 * (no marketing header, footer or cookie banner), the views of a kind with their counts beside the list, a late quote
 * found under « En retard », opened (its sender's other request flagged « Doublon ? », her page), taken and answered
 * by a logged call and a reply from a template with the keys, marked won with its amount, the list beside the request,
 * the shortcuts' list, a bulk follow-up, the response times of the period and its results per channel. On PostgreSQL
 * (CI's TEST_DATABASE_URL), where the test can write a quote that arrived 30 hours ago.
 */
import pg from 'pg';
import { expect, test, type Page } from './fixtures';
import {
  adminMessages,
  adminTabs,
  cardText,
  requestStatusLabels,
  staffFrameText,
  statusControlText,
} from '../../src/content/admin';
import {
  bulkText,
  contactChannelLabels,
  deskText,
  deskViewText,
  outcomeLabels,
  outcomeOf,
  outcomeText,
  personText,
  responseText,
  resultsText,
  shortcutText,
  statsText,
} from '../../src/content/desk';
import { replyPickerText } from '../../src/content/reply-templates';
import { formatFcfa } from '../../src/config/money';
import { addDays, frenchDay, todayIso } from '../../src/lib/dates';
import { cookieText } from '../../src/content/cookies';
import { headerText } from '../../src/content/layout';
import { serveBuild } from '../../scripts/serve-build';
import { createAdmin, expectNoAxeViolations, shaped, signInThroughForm, toast } from './support';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
}

/** Moves the keyboard out of any field, as Escape or a click on the page would: the shortcuts work outside fields. */
const leaveFields = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** The element the keyboard is on: its accessible text, as a person using a screen reader would hear it. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

if (process.env.TEST_DATABASE_URL) {
  for (const width of [1280, 390]) {
    test(`a late quote is found, opened, taken and answered with the keyboard only, at ${width} px`, async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      const { freshPostgres } = await import('../../scripts/serve-build');
      const postgres = await freshPostgres();
      // The operator's command shares the server's secret, which also encrypts the authenticator it enrols.
      const env = { DATABASE_URL: postgres.url, BETTER_AUTH_SECRET: 'staff-app-keyboard-secret-0123456789abcdef' };
      const server = await serveBuild({ env: { ...env, SMTP_URL: '' } });
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } });
      const db = new pg.Client({ connectionString: postgres.url });
      try {
        await db.connect();
        const admin = await createAdmin(`clavier-${width}@example.ci`, 'Clavier-Seulement-2026', env);
        // A quote that arrived 30 hours ago and is still waiting (its promise is 24 h), and one of 10 minutes ago.
        await db.query(`insert into quotes (name, email, phone, service, source, channel, created_at) values
          ('Aminata Koné', 'aminata@example.ci', '0707070707', 'Climatisation', '/services/climatisation · test', 'facebook', now() - interval '30 hours'),
          ('Serge Bamba', 'serge@example.ci', '0505050505', 'Domotique', '/ · test', null, now() - interval '10 minutes')`);
        // The quotes' reply template, as an admin keeps it on « Modèles de réponse » (reply-templates.spec.ts).
        await db.query(`insert into reply_templates (kind, title, subject, body, updated_by) values
          ('quotes', 'Devis en préparation', 'Votre devis {service} ({référence})', 'Bonjour {prénom},\n\nNous préparons votre devis.', 'chef@example.ci')`);
        // Her message of 5 days before, from the same address typed in capitals: « Doublon ? » on the quote's page.
        await db.query(`insert into contacts (name, email, message, source, status, created_at) values
          ('Aminata K.', 'AMINATA@EXAMPLE.CI', 'Besoin d’une climatisation', '/contact · test', 'traite', now() - interval '5 days')`);

        const page = await context.newPage();
        await signInThroughForm(page, admin.email, admin.password, admin.secret);
        await page.goto('/admin?onglet=devis');
        // Its own frame: the staff's pages and no marketing header, newsletter footer or cookie banner.
        await expect(page.getByRole('navigation', { name: staffFrameText.nav })).toBeVisible();
        await expect(page.getByRole('button', { name: headerText.consultation })).toHaveCount(0);
        await expect(page.locator('#cookie-banner')).toHaveCount(0);
        await expect(page.getByRole('region', { name: cookieText.bannerTitle })).toHaveCount(0);
        // The views of « Devis » with their counts.
        const views = page.getByRole('navigation', { name: deskViewText.views(adminTabs.quotes.label) });
        await expect(views.getByRole('link', { name: `${deskViewText.labels.all} 2` })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(views.getByRole('link', { name: `${deskViewText.labels.late} 1` })).toBeVisible();
        await expect(views.getByRole('link', { name: `${deskViewText.labels.unassigned} 2` })).toBeVisible();
        await expect(views.getByRole('link', { name: `${deskViewText.labels.mine} 0` })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `liste-${width}`);

        // « En retard », reached from the keyboard: the late quote only.
        await views.getByRole('link', { name: `${deskViewText.labels.late} 1` }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/onglet=devis&retard=1$/);
        await expect(page.getByRole('article')).toHaveCount(1);
        const card = page.getByRole('article', { name: 'Aminata Koné' });
        await expect(card.getByText(/^En retard de 6 h/)).toBeVisible();

        // j focuses the first request of the list, o opens it.
        await leaveFields(page);
        await page.keyboard.press('j');
        expect(await focusedText(page)).toBe('Aminata Koné');
        await page.keyboard.press('o');
        await expect(page).toHaveURL(/\/admin\/demandes\/devis\/[0-9a-f-]+\?onglet=devis&retard=1$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Aminata Koné' })).toBeVisible();
        // The list stays beside it on a desktop; on a phone the request comes alone.
        const beside = page.getByRole('navigation', { name: cardText.listBeside(adminTabs.quotes.label) });
        if (width >= 1024)
          await expect(beside.getByRole('link', { name: /Aminata Koné/ })).toHaveAttribute('aria-current', 'page');
        else await expect(beside).toBeHidden();

        // Her other request, from the same address, flagged as a possible duplicate; her page lists both.
        const others = page.getByRole('region', { name: personText.othersTitle(1) });
        await expect(others.getByRole('listitem')).toHaveCount(1);
        await expect(others.getByRole('listitem').getByText(personText.duplicate)).toBeVisible();
        await expect(others.getByRole('link', { name: 'Aminata K.' })).toHaveAttribute(
          'href',
          /^\/admin\/demandes\/contacts\//,
        );
        await others.getByRole('link', { name: personText.all }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: personText.heading })).toBeVisible();
        await expect(page.getByText(personText.count(2))).toBeVisible();
        await expect(page.getByRole('link', { name: 'Aminata Koné' })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `personne-${width}`);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Aminata Koné' })).toBeVisible();
        await leaveFields(page);

        // a assigns it to oneself.
        await page.keyboard.press('a');
        await expect(toast(page, deskText.assignedTitle)).toBeVisible();
        await expect(
          page.getByRole('region', { name: deskText.assignment }).getByText(deskText.assignedToYou, { exact: true }),
        ).toBeVisible();

        // A call logged from the keyboard: the first response, 6 h past its promise.
        const contact = page.getByRole('region', { name: deskText.contactHeading });
        await contact.getByLabel(deskText.contactChannel).focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type('Appelée : devis à envoyer lundi.');
        await page.keyboard.press('Tab');
        await expect(contact.getByRole('button', { name: deskText.logContact })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(toast(page, deskText.contactLoggedTitle)).toContainText(contactChannelLabels.call);
        await expect(
          page.getByText(
            shaped(responseText.missed('TOOK', 'OVER'), { TOOK: '30 h( \\d\\d)?', OVER: '6 h( \\d\\d)?' }),
          ),
        ).toBeVisible();

        // Answered by mail from the template: picked, filled from the request, completed, sent.
        const reply = page.getByRole('region', { name: deskText.replyHeading });
        await reply.getByLabel(replyPickerText.label).focus();
        await page.keyboard.press('ArrowDown');
        await expect(reply.getByLabel(replyPickerText.label)).toHaveValue(/.+/);
        await page.keyboard.press('Tab');
        await expect(reply.getByRole('button', { name: replyPickerText.use })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(reply.getByLabel(deskText.replySubject)).toHaveValue(
          /^Votre devis Climatisation \([0-9A-F]{8}\)$/,
        );
        await expect(reply.getByLabel(deskText.replyText)).toHaveValue(
          'Bonjour Aminata,\n\nNous préparons votre devis.',
        );
        await reply.getByLabel(deskText.replyText).focus();
        await page.keyboard.press('Control+End');
        await page.keyboard.type(' Il part lundi.');
        await reply.getByRole('button', { name: deskText.send }).focus();
        await page.keyboard.press('Enter');
        await expect(toast(page, deskText.sentTitle)).toBeVisible();
        await expect(page.getByText(/Nous préparons votre devis\. Il part lundi\.$/)).toBeVisible();

        // ? lists the keys; Escape closes the list.
        await leaveFields(page);
        await page.keyboard.press('?');
        const keys = page.getByRole('dialog', { name: shortcutText.title });
        await expect(keys).toBeVisible();
        for (const item of shortcutText.keys) await expect(keys.getByText(item.label, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `raccourcis-${width}`);
        await page.keyboard.press('Escape');
        await expect(keys).toBeHidden();
        await expectNoAxeViolations(page);
        await shoot(page, `demande-${width}`);

        // t marks it « Traité ».
        await page.keyboard.press('t');
        await expect(toast(page, adminMessages.statusUpdated)).toContainText(
          statusControlText.done('Aminata Koné', requestStatusLabels.traite.label),
        );
        await expect(page.getByRole('button', { name: requestStatusLabels.traite.label, pressed: true })).toBeVisible();

        // Won, with its amount typed the French way: the outcome's chip on the card and a line in its history.
        const outcome = page.getByRole('region', { name: outcomeText.heading });
        await outcome.getByRole('radio', { name: outcomeLabels.gagne }).focus();
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await expect(outcome.getByLabel(outcomeText.amount)).toBeFocused();
        await page.keyboard.type('1 500 000');
        await page.keyboard.press('Enter');
        const won = outcomeOf('gagne', 1_500_000, null);
        await expect(toast(page, outcomeText.savedTitle)).toContainText(won);
        await expect(outcome.getByText(outcomeText.current(won))).toBeVisible();
        await expect(page.getByRole('article', { name: 'Aminata Koné' }).getByText(won, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `issue-${width}`);

        // u goes back to the list it came from: « En retard » is empty now, « Mes demandes » holds it.
        await page.keyboard.press('u');
        await expect(page).toHaveURL(/\/admin\?onglet=devis&retard=1$/);
        await expect(
          page
            .getByRole('navigation', { name: deskViewText.views(adminTabs.quotes.label) })
            .getByRole('link', { name: `${deskViewText.labels.mine} 1` }),
        ).toBeVisible();
        await expect(page.getByRole('article')).toHaveCount(0);
        // / goes to the search.
        await leaveFields(page);
        await page.keyboard.press('/');
        await expect(page.getByRole('searchbox')).toBeFocused();

        // Both quotes selected with x, then a follow-up for both in one bulk action (« À relancer » counts the open one).
        await page
          .getByRole('navigation', { name: deskViewText.views(adminTabs.quotes.label) })
          .getByRole('link', { name: `${deskViewText.labels.all} 2` })
          .focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('article')).toHaveCount(2);
        await leaveFields(page);
        for (const key of ['j', 'x', 'j', 'x']) await page.keyboard.press(key);
        const bulk = page.getByRole('form', { name: bulkText.title });
        await expect(bulk.getByText(bulkText.selected(2))).toBeVisible();
        await bulk.getByLabel(bulkText.action).selectOption({ label: bulkText.actions['follow-up'] });
        await bulk.getByLabel(deskText.followUpOn).fill(frenchDay(addDays(todayIso(), 3)));
        await bulk.getByLabel(deskText.followUpOn).press('Enter');
        await expect(toast(page, bulkText.title)).toContainText(bulkText.done(2));
        await expect(
          page
            .getByRole('navigation', { name: deskViewText.views(adminTabs.quotes.label) })
            .getByRole('link', { name: `${deskViewText.labels.followUps} 1` }),
        ).toBeVisible();
        await expect(bulk.getByText(bulkText.selected(0))).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `groupees-${width}`);

        // The period's response times: one quote answered, late; one still waiting and not yet due.
        await page
          .getByRole('navigation', { name: staffFrameText.nav })
          .getByRole('link', { name: statsText.link })
          .focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: statsText.heading })).toBeVisible();
        // The toasts of the last steps gone first: axe would measure their text half faded.
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
        const quotesLine = page.getByRole('row', { name: new RegExp(`^${statsText.groups.quotes}`) });
        await expect(quotesLine.getByRole('cell').nth(1)).toHaveText('1');
        await expect(quotesLine.getByRole('cell').nth(4)).toHaveText('0\u00a0% (0 sur 1)');
        await expect(
          page.getByRole('region', { name: statsText.latestTitle }).getByRole('link', { name: 'Serge Bamba' }),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `delais-${width}`);
        // A day that is none, typed in: said in French, the last 30 days shown.
        await page.getByLabel(new RegExp(`^${statsText.from}`)).fill('31/11/2026');
        await page.getByLabel(new RegExp(`^${statsText.from}`)).press('Enter');
        await expect(page.getByRole('form', { name: statsText.periodLabel }).getByRole('alert')).toHaveText(
          statsText.problems.format,
        );

        // The results per channel: the quote from facebook won, 1 500 000 FCFA; the direct one still open.
        await page
          .getByRole('navigation', { name: staffFrameText.nav })
          .getByRole('link', { name: resultsText.link })
          .focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1, name: resultsText.heading })).toBeVisible();
        const facebook = page.getByRole('row', { name: /^facebook/ });
        await expect(facebook.getByRole('cell')).toHaveText([
          '1',
          '1',
          '0',
          '0',
          '0',
          '100\u00a0%',
          formatFcfa(1_500_000),
        ]);
        await expect(
          page
            .getByRole('row', { name: new RegExp(`^${resultsText.emptyValue.channel}`) })
            .getByRole('cell')
            .nth(4),
        ).toHaveText('1');
        await expect(
          page
            .getByRole('figure', { name: new RegExp(resultsText.chartTitle) })
            .getByText(resultsText.chartLine('100\u00a0%', 1, 1)),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await shoot(page, `resultats-${width}`);
        // The same as CSV.
        const csv = await page.request.get(
          (await page.getByRole('link', { name: resultsText.csv }).getAttribute('href')) ?? '',
        );
        expect(await csv.text()).toContain('"facebook";"1";"1";"0";"0";"0";"100";"1500000"');
      } finally {
        await context.close();
        await db.end();
        await server.cleanup();
        await postgres.drop();
      }
    });
  }
}
