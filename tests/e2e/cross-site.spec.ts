/**
 * Writes come from this site's own forms (issue 42): the CSV export, which writes an audit line (and a history line
 * per selected request), is a POST the back-office's form sends; a link cannot start one (a GET answers 405) and a
 * post from another site is refused (403) with nothing written. The cookie form sends the visitor back to a page of
 * this site, never to `//another.host`, whatever its Referer says.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { adminMessages, adminText, auditActionLabels } from '../../src/content/admin';
import { CONSENT_CHOICE_FIELD } from '../../src/config/cookies';
import { createAdmin, signInThroughForm } from './support';

/** The admin's CSV exports in the audit log, as the journal lists them. */
async function exportLines(page: Page, email: string): Promise<number> {
  await page.goto(`/admin/journal?action=csv-export&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: auditActionLabels['csv-export'], exact: true }) })
    .filter({ hasText: email })
    .count();
}

/** A page of another origin on this machine (another port: the same site for cookies, so the session goes with its form). */
async function otherOrigin(html: string) {
  const server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('the CSV export: a link answers 405, another site’s post 403 with nothing written, the list’s button the file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(`export-${Date.now()}@example.ci`, 'export-secret-1');
  await signInThroughForm(page, admin.email, admin.password, admin.secret);
  const exportUrl = `${baseURL}/api/admin/export?onglet=devis`;

  // A link (here followed in the signed-in browser, as from a mail or another site): 405, Allow: POST.
  const followed = await page.goto(exportUrl);
  expect(followed!.status()).toBe(405);
  expect(followed!.headers()['allow']).toBe('POST');

  // A form on another origin, posted with the staff member's session cookie (same site, so the browser sends it).
  const elsewhere = await otherOrigin(
    `<!doctype html><form method="post" action="${exportUrl}"><button>Envoyer</button></form>`,
  );
  try {
    await page.goto(elsewhere.url);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.url().startsWith(exportUrl)),
      page.getByRole('button').click(),
    ]);
    expect(refused.status()).toBe(403);
  } finally {
    await elsewhere.close();
  }
  // The same post sent with the headers of another site, and the session.
  const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
  for (const headers of crossSite) {
    const answer = await page.request.post(exportUrl, { headers });
    expect([answer.status(), await answer.text()]).toEqual([403, adminMessages.forbidden]);
  }
  expect(await exportLines(page, admin.email)).toBe(0);

  // The list's « Exporter CSV » button: a post of the list's filters, answered by the file.
  await page.goto('/admin?onglet=devis');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: adminText.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^devis-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await readFile((await download.path())!, 'utf8')).charCodeAt(0)).toBe(0xfeff);
  // The page stays where it was: a download, not a navigation.
  await expect(page).toHaveURL(/\/admin\?onglet=devis$/);
  expect(await exportLines(page, admin.email)).toBe(1);
});

test('the cookie form sends the visitor back to a page of this site, never to a Referer’s //host or /\\host', async ({
  baseURL,
}) => {
  const { host } = new URL(baseURL!);
  /** POST /api/cookies as the banner's form would, from the page `referer`: its status and Location. */
  const choose = (referer: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const body = `${CONSENT_CHOICE_FIELD}=refuse`;
      const request = http.request(`${baseURL}/api/cookies`, {
        method: 'POST',
        headers: {
          host,
          origin: baseURL,
          referer,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
        },
      });
      request.on('response', (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      });
      request.on('error', reject);
      request.end(body);
    });

  for (const path of [
    '//evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example/x',
    '/\t/evil.example/x',
    '/%2F%2Fevil.example/x',
    '/./evil.example/..//evil.example/x',
  ]) {
    expect(await choose(`${baseURL}${path}`), path).toEqual({ status: 303, location: '/' });
  }
  expect(await choose(`${baseURL}/contact?sujet=devis`)).toEqual({ status: 303, location: '/contact?sujet=devis' });
});
