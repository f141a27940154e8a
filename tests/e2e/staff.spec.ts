/**
 * Staff accounts over HTTP: a lockout that cannot be read refuses the sign-in, staff sessions that end when idle, the
 * audit log, one's own sessions, and a member's whole journey from invitation to revocation. The attacks on sign-in are
 * in attacker.spec.ts.
 */
import { expect, test } from './fixtures';
import { authMessages } from '../../src/content/auth';
import { secondFactorMessages } from '../../src/content/second-factor';
import { adminCliText } from '../../src/content/operator';
import { STAFF_INVITATION_DAYS, TWO_FACTOR } from '../../src/config/security';
import { settingsText } from '../../src/content/settings';
import {
  adminMessages,
  adminTabs,
  adminText,
  auditActionLabels,
  cardText,
  auditText,
  ownAccountText,
  securityText,
  statusControlText,
  statusLabels,
  teamText,
} from '../../src/content/admin';
import { serveBuild } from '../../scripts/serve-build';
import { freshTotpCode, signInStaff } from '../../scripts/staff-sign-in';
import { totpCode } from '../../src/server/auth/totp';
import {
  adminCli as cli,
  createAdmin,
  enrolThroughPage,
  expectNoAxeViolations,
  findMails,
  mailTo,
  signInThroughForm,
  toast,
  uniqueIp,
} from './support';

const signIn = (baseURL: string, email: string, password: string, ip = uniqueIp()) =>
  fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });

const answer = async (response: Response) => ({
  status: response.status,
  ...((await response.json()) as { code: string; message: string }),
});

test('a sign-in whose lockout cannot be read is refused in French, never let through', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseURL!,
      'x-forwarded-for': uniqueIp(),
      'x-simulate-failure': 'database',
    },
    body: JSON.stringify({ email: 'panne@example.ci', password: 'peu-importe' }),
  });
  expect(await answer(response)).toEqual({ status: 503, code: 'UNAVAILABLE', message: authMessages.unavailable });
  expect(response.headers.getSetCookie().some((line) => line.includes('session_token'))).toBe(false);
});

test('a staff session ends when idle (here after 3 seconds): the back-office then asks to sign in again, in French', async () => {
  test.setTimeout(90_000);
  const server = await serveBuild({ env: { STAFF_IDLE_MINUTES: '0.05', SMTP_URL: '' } });
  try {
    const staff = await createAdmin('veille@example.ci', 'veille-secret-1', {
      DATA_DIR: server.dataDir,
      DATABASE_URL: '',
    });
    const cookie = await signInStaff(server.baseUrl, staff, { 'x-forwarded-for': uniqueIp() });
    const exportCsv = () =>
      fetch(`${server.baseUrl}/api/admin/export?onglet=devis`, { method: 'POST', headers: { cookie } });

    expect((await exportCsv()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const expired = await exportCsv();
    expect([expired.status, await expired.text()]).toEqual([401, adminMessages.sessionExpired]);
    // The session is gone, not only refused: the page sends the caller to sign in.
    const page = await fetch(`${server.baseUrl}/admin`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toContain('/auth');
  } finally {
    await server.cleanup();
  }
});

test('an admin reads the audit log from the back-office; an agent works the requests but is told the log is for admins', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await createAdmin(`journal-${Date.now()}@example.ci`, 'journal-secret-1');
  // A failed try first: it is in the log too, with its address.
  expect((await signIn(baseURL!, admin.email, 'mauvais-mot-de-passe', '10.123.0.9')).status).toBe(401);
  await signInThroughForm(page, admin.email, admin.password, admin.secret);

  await page.goto('/admin');
  // This server writes its mails to files (SMTP_URL is empty): the overview says so.
  await expect(page.getByRole('list', { name: adminText.settingsNotices })).toHaveText(settingsText.notices.mailFiles);
  await page.getByRole('link', { name: auditText.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: auditText.heading })).toBeVisible();
  await page.getByLabel(auditText.search).fill(admin.email);
  await page.getByRole('button', { name: auditText.filter }).click();
  await expect(page).toHaveURL(/\/admin\/journal\?.*q=/);
  const rows = page.getByRole('table').getByRole('row');
  const action = (label: string) =>
    rows.filter({ has: page.getByRole('cell', { name: label, exact: true }) }).filter({ hasText: admin.email });
  await expect(action(auditActionLabels['sign-in'])).toHaveCount(1);
  await expect(action(auditActionLabels['sign-in-failed'])).toHaveCount(1);
  await expect(action(auditActionLabels['sign-in-failed'])).toContainText('10.123.0.9');
  await expectNoAxeViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`journal-${width}.png`), fullPage: true });
    // The table scrolls inside its frame on a phone; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  const agent = await createAdmin(`agent-${Date.now()}@example.ci`, 'agent-secret-1');
  // create makes an admin; grant sets the role, so this one is an agent only.
  await page.context().clearCookies();
  const { stdout } = await cli('grant', agent.email, 'agent');
  expect(stdout).toContain(adminCliText.granted(agent.email, 'agent'));
  await signInThroughForm(page, agent.email, agent.password, agent.secret);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: auditText.link })).toHaveCount(0);
  await page.goto('/admin/journal');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(auditText.adminsOnly);
  await expectNoAxeViolations(page);

  // Revoked while the page is open: the next action finds the session gone.
  await page.goto('/admin');
  expect((await cli('revoke', agent.email)).stdout).toContain(adminCliText.revoked(agent.email));
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);
});

test('a staff member sees their sessions and signs out everywhere: the other browser loses access on its next action', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await createAdmin(`sessions-${Date.now()}@example.ci`, 'Sessions-Solides-2026');
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  try {
    await signInThroughForm(other, staff.email, staff.password, staff.secret);
    await signInThroughForm(page, staff.email, staff.password, staff.secret);
    await page.goto('/admin');
    await page.getByRole('link', { name: ownAccountText.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: ownAccountText.heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(ownAccountText.current)).toHaveCount(1);
    await expectNoAxeViolations(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`sessions-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }

    // Sent from elsewhere, or without a session, the form ends nothing.
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const fromElsewhere = await fetch(`${baseURL}/api/admin/sessions`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      redirect: 'manual',
    });
    expect([fromElsewhere.status, await fromElsewhere.text()]).toEqual([403, adminMessages.forbidden]);
    const anonymous = await fetch(`${baseURL}/api/admin/sessions`, { method: 'POST', redirect: 'manual' });
    expect([anonymous.status, anonymous.headers.get('location')]).toEqual([303, '/auth?retour=/admin/compte']);
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: ownAccountText.signOutEverywhere }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await other.goto('/admin');
    await expect(other).toHaveURL(/\/auth\?retour=\/admin/);
  } finally {
    await otherContext.close();
  }
});

test('the first admin invites an agent, who joins by the mailed link, enrols two-factor and works a request but not the team; revoked, their page loses access', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const admin = await createAdmin(`equipe-chef-${stamp}@example.ci`, 'Chef-Equipe-Solide-2026');
  await signInThroughForm(page, admin.email, admin.password, admin.secret);
  await page.goto('/admin');
  await page.getByRole('link', { name: teamText.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamText.heading })).toBeVisible();

  // 1. The admin invites an agent.
  const agent = { email: `equipe-agent-${stamp}@example.ci`, password: 'agent-de-treichville' };
  const invite = page.getByRole('form', { name: teamText.inviteHeading });
  await invite.getByLabel(teamText.emailLabel).fill(agent.email);
  await invite.getByRole('button', { name: teamText.invite }).click();
  await expect(toast(page, teamText.invitedTitle)).toContainText(teamText.invited(agent.email, STAFF_INVITATION_DAYS));
  await expect(page.getByText(`${agent.email} · ${teamText.roles.agent}`)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`equipe-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }

  // 2. The agent opens the mailed link, chooses a password, signs in and enrols an authenticator.
  const [mail] = await findMails(
    (found) => mailTo(found).includes(agent.email) && (found.subject ?? '').startsWith('Invitation'),
  );
  expect(mail!.text).toContain(admin.email);
  const agentContext = await browser.newContext({ baseURL });
  const agentPage = await agentContext.newPage();
  try {
    await agentPage.goto(/(http\S+\/auth\/invitation\S+)/.exec(mail!.text ?? '')![1]!);
    await agentPage.getByLabel(new RegExp(`^${teamText.passwordLabel}`)).fill(agent.password);
    await agentPage.getByLabel(authMessages.confirmLabel).fill(agent.password);
    await agentPage.getByRole('button', { name: teamText.accept }).click();
    await expect(toast(agentPage, teamText.acceptedTitle)).toBeVisible();
    await signInThroughForm(agentPage, agent.email, agent.password);
    await agentPage.goto('/admin');
    await expectNoAxeViolations(agentPage);
    const first = await enrolThroughPage(agentPage, agent.password);

    // The endpoints that would remove the authenticator, renew the codes or reveal the secret with the password alone
    // are not served over HTTP: the page asks a current code too.
    for (const path of ['/two-factor/disable', '/two-factor/generate-backup-codes', '/two-factor/get-totp-uri']) {
      const direct = await agentPage.request.post(`/api/auth${path}`, { data: { password: agent.password } });
      expect(direct.status(), path).toBe(404);
    }
    const respelled = await agentPage.request.post('/api/auth/Two-Factor//disable/', {
      data: { password: agent.password },
      maxRedirects: 0,
    });
    expect(respelled.status()).not.toBe(200);

    // 2b. On /admin/securite the agent renews the recovery codes, then moves to a new phone; each asks the password and a current code.
    await agentPage.getByRole('link', { name: securityText.link }).click();
    await expect(agentPage.getByRole('heading', { level: 1, name: securityText.heading })).toBeVisible();
    await expectNoAxeViolations(agentPage);
    const renew = agentPage.getByRole('form', { name: securityText.renewHeading });
    await renew.getByLabel(securityText.passwordLabel).fill(agent.password);
    await renew
      .getByLabel(securityText.currentCodeLabel)
      .fill('000000' === totpCode(first.secret) ? '111111' : '000000');
    await renew.getByRole('button', { name: securityText.renew }).click();
    await expect(toast(agentPage, securityText.errorTitle)).toContainText(secondFactorMessages.codeWrong);
    await renew.getByLabel(securityText.currentCodeLabel).fill(await freshTotpCode(first.secret));
    await renew.getByRole('button', { name: securityText.renew }).click();
    const renewedList = agentPage.getByRole('list', { name: securityText.renewedTitle }).getByRole('listitem');
    await expect(renewedList).toHaveCount(TWO_FACTOR.recoveryCodes);
    const renewed = await renewedList.allInnerTexts();
    expect(renewed).not.toContain(first.codes[0]);
    await agentPage.getByRole('button', { name: securityText.kept }).click();
    const change = agentPage.getByRole('form', { name: securityText.resetHeading });
    await change.getByLabel(securityText.passwordLabel).fill(agent.password);
    await change.getByLabel(securityText.currentCodeLabel).fill(renewed[0]!);
    const [changed] = await Promise.all([
      agentPage.waitForResponse((response) => response.url().endsWith('/api/admin/two-factor')),
      change.getByRole('button', { name: securityText.reset }).click(),
    ]);
    // One new session cookie, not two.
    expect(
      (await changed.headersArray()).filter(
        ({ name, value }) => name.toLowerCase() === 'set-cookie' && value.includes('session_token='),
      ).length,
    ).toBe(1);
    await expect(toast(agentPage, securityText.resetTitle)).toContainText(securityText.resetDone);
    for (const width of [360, 1280]) {
      await agentPage.setViewportSize({ width, height: 900 });
      await agentPage.screenshot({ path: test.info().outputPath(`securite-${width}.png`), fullPage: true });
      expect(await agentPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    const { secret, codes } = await enrolThroughPage(agentPage, agent.password);
    expect(secret).not.toBe(first.secret);

    // 3. The agent works a request, and cannot open the team.
    const visitor = `equipe-prospect-${stamp}@example.ci`;
    const sent = await agentPage.request.post('/api/requests/quote', {
      headers: { 'x-forwarded-for': uniqueIp() },
      data: {
        name: 'Koffi Yao',
        email: visitor,
        phone: '+225 07 00 00 00 01',
        service: 'Domotique',
        description: 'Villa',
        source: '/ · test',
      },
    });
    expect(sent.status()).toBe(200);
    await agentPage.goto(`/admin?onglet=devis&q=${encodeURIComponent(visitor)}`);
    // The name opens the request's own page, where it is worked; the list's filters go with it (the list beside it).
    await agentPage.getByRole('article', { name: 'Koffi Yao' }).getByRole('link', { name: 'Koffi Yao' }).click();
    await expect(agentPage).toHaveURL(
      new RegExp(
        `/admin/demandes/devis/[0-9a-f-]{36}\\?onglet=devis&q=${encodeURIComponent(visitor).replace(/[.]/g, '\\.')}$`,
      ),
    );
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Koffi Yao' })).toBeVisible();
    await expectNoAxeViolations(agentPage);
    await agentPage
      .getByRole('article', { name: 'Koffi Yao' })
      .getByRole('button', { name: statusControlText.mark(statusLabels.en_cours.label) })
      .click();
    await expect(toast(agentPage, adminMessages.statusUpdated)).toBeVisible();
    await agentPage.reload();
    await expect(
      agentPage
        .getByRole('article', { name: 'Koffi Yao' })
        .getByText(statusLabels.en_cours.label, { exact: true })
        .first(),
    ).toBeVisible();
    // « Retour » goes back to the list it came from, its search kept.
    await agentPage.getByRole('link', { name: cardText.backToTab(adminTabs.quotes.label) }).click();
    await expect(agentPage).toHaveURL(
      new RegExp(`/admin\\?onglet=devis&q=${encodeURIComponent(visitor).replace(/[.]/g, '\\.')}$`),
    );
    await expect(agentPage.getByRole('link', { name: teamText.link })).toHaveCount(0);
    await agentPage.goto(teamText.path);
    await expect(agentPage.getByRole('main').getByRole('alert')).toHaveText(teamText.adminsOnly);

    // A recovery code signs in once, and only once; the authenticator's code works as well.
    const login = { ...agent, secret };
    expect(await signInStaff(baseURL!, login, { 'x-forwarded-for': uniqueIp() })).toContain('session_token');
    const challenge = await signIn(baseURL!, agent.email, agent.password);
    const cookie = challenge.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const useCode = () =>
      fetch(`${baseURL}/api/auth/two-factor/verify-backup-code`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL!, cookie, 'x-forwarded-for': uniqueIp() },
        body: JSON.stringify({ code: codes[0] }),
      });
    expect((await useCode()).status).toBe(200);
    // A wrong code at sign-in is refused in French, and written to the audit log.
    const wrong = await signIn(baseURL!, agent.email, agent.password);
    const wrongCode = await fetch(`${baseURL}/api/auth/two-factor/verify-totp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseURL!,
        cookie: wrong.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
        'x-forwarded-for': uniqueIp(),
      },
      body: JSON.stringify({ code: totpCode(secret) === '000000' ? '111111' : '000000' }),
    });
    expect(await answer(wrongCode)).toMatchObject({ status: 401, message: secondFactorMessages.codeWrong });
    const again = await signIn(baseURL!, agent.email, agent.password);
    const reused = await fetch(`${baseURL}/api/auth/two-factor/verify-backup-code`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseURL!,
        cookie: again.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; '),
        'x-forwarded-for': uniqueIp(),
      },
      body: JSON.stringify({ code: codes[0] }),
    });
    expect(await answer(reused)).toMatchObject({ status: 401, message: secondFactorMessages.recoveryCodeWrong });

    // 4. The admin revokes the agent from the team: the agent's open page loses access on its next action.
    await page.reload();
    const member = page.getByRole('main').getByRole('listitem').filter({ hasText: agent.email });
    await member.getByRole('button', { name: teamText.revoke }).click();
    await member.getByRole('button', { name: teamText.confirmRevoke }).click();
    await expect(toast(page, teamText.revokedTitle)).toContainText(teamText.revoked(agent.email));
    await agentPage.goto('/admin');
    await expect(agentPage).toHaveURL(/\/auth/);

    // 5. Every step is in the audit log.
    await page.goto(`/admin/journal?q=${encodeURIComponent(agent.email)}`);
    for (const action of [
      'invitation-sent',
      'invitation-accepted',
      'two-factor-enrolled',
      'recovery-codes-renewed',
      'two-factor-reset',
      'sign-in-recovery-code',
      'two-factor-failed',
      'status-change',
      'role-revoke',
    ] as const) {
      await expect(
        page.getByRole('table').getByRole('cell', { name: auditActionLabels[action], exact: true }).first(),
      ).toBeVisible();
    }
  } finally {
    await agentContext.close();
  }
});
