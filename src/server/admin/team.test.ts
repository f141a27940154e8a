import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamText } from '@/content/admin';
import { authMessages } from '@/content/auth';
import { createAuth } from '@/server/auth/auth';
import { auditEvents, outbox, session, staffInvitations, user, userRoles } from '@/server/db/schema';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { signedInCaller } from '../../../tests/support/callers';
import type { AdminCaller } from './access';
import { AdminRefusal } from './errors';
import { acceptInvitation, changeTeam, findInvitation, loadTeam } from './team';
import { lockedFor, recordFailure } from '@/server/auth/lockout';
import { SIGN_IN_LOCKOUT } from '@/config/security';
import { loadSecurityPage } from './two-factor';

/** The token of the last invitation mailed to `email`, read from the mail as its recipient would. */
async function mailedToken(database: TestDatabase, email: string) {
  const mails = await database.db.select().from(outbox).where(eq(outbox.to, email));
  const link = /(http\S+\/auth\/invitation\?token=\S+)/.exec(mails.at(-1)!.text)![1]!;
  return new URL(link).searchParams.get('token')!;
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(testDatabases)('the team screen on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  let admin: AdminCaller;
  let agent: AdminCaller;
  let visitor: AdminCaller;
  beforeAll(async () => {
    database = await target.open();
    const { db } = database;
    await db.insert(user).values([
      { id: 'u-admin', name: 'chef', email: 'chef@example.ci', emailVerified: true },
      { id: 'u-agent', name: 'agent', email: 'agent@example.ci', emailVerified: true },
      { id: 'u-visitor', name: 'visiteur', email: 'visiteur@example.ci', emailVerified: true },
    ]);
    await db.insert(userRoles).values([
      { userId: 'u-admin', role: 'admin' },
      { userId: 'u-agent', role: 'agent' },
    ]);
    admin = { ...(await signedInCaller(db, { id: 'u-admin', email: 'chef@example.ci' })), ip: '10.0.0.1' };
    agent = await signedInCaller(db, { id: 'u-agent', email: 'agent@example.ci' });
    visitor = await signedInCaller(db, { id: 'u-visitor', email: 'visiteur@example.ci' });
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('is for admins only: anonymous, visitor and agent are refused before anything is read or written', async () => {
    const { db } = database;
    const changes = [
      { action: 'invite', email: 'nouveau@example.ci', role: 'agent' },
      { action: 'role', email: 'agent@example.ci', role: 'admin' },
      { action: 'revoke', email: 'agent@example.ci' },
      { action: 'cancel', id: '00000000-0000-4000-8000-000000000000' },
      { action: 'unlock', email: 'agent@example.ci' },
    ];
    for (const [caller, kind] of [
      [{ db, user: null }, 'unauthenticated'],
      [visitor, 'forbidden'],
      [agent, 'forbidden'],
    ] as const) {
      for (const change of changes) expect(await refusal(changeTeam(caller, change))).toMatchObject({ kind });
      expect(await loadTeam(async () => caller)).toEqual(
        kind === 'unauthenticated'
          ? { state: 'redirect', to: `/auth?retour=${teamText.path}` }
          : { state: 'admins-only' },
      );
    }
    expect(await db.select().from(staffInvitations)).toEqual([]);
    expect(await db.select().from(outbox)).toEqual([]);
    expect((await db.select().from(userRoles).where(eq(userRoles.userId, 'u-agent')))[0]?.role).toBe('agent');
  });

  it('opens no back-office screen to staff without an authenticator, except the enrolment (STAFF_2FA=required)', async () => {
    const { db } = database;
    const unenrolled = await signedInCaller(db, { id: 'u-admin', email: 'chef@example.ci' }, new Date(), {
      twoFactor: false,
    });
    expect(
      await refusal(changeTeam(unenrolled, { action: 'invite', email: 'x@example.ci', role: 'agent' })),
    ).toMatchObject({ kind: 'two-factor-setup' });
    expect(await loadTeam(async () => unenrolled)).toEqual({ state: 'redirect', to: '/admin/securite' });
    expect(await loadSecurityPage(async () => unenrolled)).toEqual({
      state: 'ready',
      email: 'chef@example.ci',
      enrolled: false,
      policy: 'required',
    });
    // Back to enrolled for the tests that follow.
    await db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, 'u-admin'));
    expect(await loadSecurityPage(async () => admin)).toMatchObject({ state: 'ready', enrolled: true });
    // A visitor has no security page of the back-office.
    expect(await loadSecurityPage(async () => visitor)).toEqual({ state: 'redirect', to: '/auth' });
  });

  it('invites by mail with a one-use link whose token is never stored; a new invitation replaces the pending one', async () => {
    const { db } = database;
    await changeTeam(admin, { action: 'invite', email: ' Recrue@Example.ci ', role: 'agent' });
    const first = await mailedToken(database, 'recrue@example.ci');
    await changeTeam(admin, { action: 'invite', email: 'recrue@example.ci', role: 'admin' });
    const second = await mailedToken(database, 'recrue@example.ci');

    const rows = await db.select().from(staffInvitations).where(eq(staffInvitations.email, 'recrue@example.ci'));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(JSON.stringify(rows)).not.toContain(second);
    expect(await findInvitation(db, first)).toBeNull();
    expect(await findInvitation(db, second)).toEqual({ email: 'recrue@example.ci', role: 'admin' });
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'recrue@example.ci'));
    expect(mail!.text).toContain('chef@example.ci');

    const team = await loadTeam(async () => admin);
    expect(team.state === 'ready' && team.invitations.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'recrue@example.ci', role: 'admin' },
    ]);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, 'invitation-sent'));
    expect(audit.map(({ actor, target, ip }) => ({ actor, target, ip }))).toEqual([
      { actor: 'chef@example.ci', target: 'recrue@example.ci agent', ip: '10.0.0.1' },
      { actor: 'chef@example.ci', target: 'recrue@example.ci admin', ip: '10.0.0.1' },
    ]);
    // A member is not invited again: their role is changed in the list.
    expect(await refusal(changeTeam(admin, { action: 'invite', email: 'agent@example.ci', role: 'admin' }))).toEqual(
      new AdminRefusal(teamText.alreadyMember('agent@example.ci')),
    );
    expect(
      await refusal(changeTeam(admin, { action: 'invite', email: 'pas-une-adresse', role: 'agent' })),
    ).toMatchObject({ kind: 'invalid' });
  });

  it('shows a member locked out on some network, and an admin unlocks them on every network (audited); strangers are not unlocked', async () => {
    const { db } = database;
    for (const network of ['10.1.0.1', '10.1.0.2'])
      for (let n = 0; n < SIGN_IN_LOCKOUT.failures; n += 1) await recordFailure(db, 'agent@example.ci', network);
    const team = await loadTeam(async () => admin);
    const member = team.state === 'ready' ? team.members.find((row) => row.email === 'agent@example.ci') : undefined;
    expect(member?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect(
      team.state === 'ready' && team.members.find((row) => row.email === 'chef@example.ci')?.lockedUntil,
    ).toBeUndefined();

    await changeTeam(admin, { action: 'unlock', email: 'Agent@example.ci' });
    for (const network of ['10.1.0.1', '10.1.0.2']) expect(await lockedFor(db, 'agent@example.ci', network)).toBe(0);
    const [line] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'sign-in-unlocked'));
    expect(line).toMatchObject({ actor: 'chef@example.ci', target: 'agent@example.ci', ip: '10.0.0.1' });
    expect(await refusal(changeTeam(admin, { action: 'unlock', email: 'visiteur@example.ci' }))).toMatchObject({
      kind: 'not-found',
    });
  });

  it('accepts an invitation once: a staff password, a confirmed account, the role, and every older session ended', async () => {
    const { db } = database;
    // The address already has an account (made by anyone), with a session.
    await db.insert(user).values({ id: 'u-recrue', name: 'recrue', email: 'recrue@example.ci', emailVerified: false });
    await signedInCaller(db, { id: 'u-recrue', email: 'recrue@example.ci' });
    const token = await mailedToken(database, 'recrue@example.ci');
    // Someone has locked the address on a network: the link, which proves the mailbox, clears it.
    for (let n = 0; n < SIGN_IN_LOCKOUT.failures; n += 1) await recordFailure(db, 'recrue@example.ci', '10.0.0.9');
    expect(await lockedFor(db, 'recrue@example.ci', '10.0.0.9')).toBeGreaterThan(0);

    expect(await refusal(acceptInvitation(db, { token, password: 'court' }))).toEqual(
      new AdminRefusal(authMessages.staffPasswordWeak),
    );
    expect(await refusal(acceptInvitation(db, { token: 'faux', password: 'bureau-plateau-abidjan' }))).toEqual(
      new AdminRefusal(teamText.invitationInvalid),
    );
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, 'u-recrue'))).toEqual([]);

    expect(await acceptInvitation(db, { token, password: 'bureau-plateau-abidjan' }, '10.0.0.9')).toEqual({
      email: 'recrue@example.ci',
    });
    expect((await db.select().from(userRoles).where(eq(userRoles.userId, 'u-recrue'))).map((row) => row.role)).toEqual([
      'admin',
    ]);
    expect((await db.select().from(user).where(eq(user.id, 'u-recrue')))[0]?.emailVerified).toBe(true);
    expect(await db.select().from(session).where(eq(session.userId, 'u-recrue'))).toEqual([]);
    expect(await lockedFor(db, 'recrue@example.ci', '10.0.0.9')).toBe(0);
    // The new password is the account's: better-auth signs in with it (the second factor comes next).
    const signedIn = await createAuth(db).api.signInEmail({
      body: { email: 'recrue@example.ci', password: 'bureau-plateau-abidjan' },
    });
    expect(signedIn.user?.email ?? (signedIn as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBeTruthy();
    // Once only.
    expect(await refusal(acceptInvitation(db, { token, password: 'bureau-plateau-abidjan' }))).toEqual(
      new AdminRefusal(teamText.invitationInvalid),
    );
    const [line] = await db.select().from(auditEvents).where(eq(auditEvents.action, 'invitation-accepted'));
    expect(line).toMatchObject({ actor: 'recrue@example.ci', target: 'admin (chef@example.ci)', ip: '10.0.0.9' });
  });

  it('accepts for an address without an account, and refuses a cancelled or expired link', async () => {
    const { db } = database;
    await changeTeam(admin, { action: 'invite', email: 'neuf@example.ci', role: 'agent' });
    await acceptInvitation(db, {
      token: await mailedToken(database, 'neuf@example.ci'),
      password: 'bureau-cocody-riviera',
    });
    const [created] = await db.select().from(user).where(eq(user.email, 'neuf@example.ci'));
    expect(created).toMatchObject({ emailVerified: true, twoFactorEnabled: false });

    await changeTeam(admin, { action: 'invite', email: 'annule@example.ci', role: 'agent' });
    const cancelledToken = await mailedToken(database, 'annule@example.ci');
    const [pending] = await db.select().from(staffInvitations).where(eq(staffInvitations.email, 'annule@example.ci'));
    await changeTeam(admin, { action: 'cancel', id: pending!.id });
    expect(await refusal(changeTeam(admin, { action: 'cancel', id: pending!.id }))).toMatchObject({
      kind: 'not-found',
    });
    expect(await refusal(acceptInvitation(db, { token: cancelledToken, password: 'bureau-cocody-riviera' }))).toEqual(
      new AdminRefusal(teamText.invitationInvalid),
    );

    await changeTeam(admin, { action: 'invite', email: 'tard@example.ci', role: 'agent' });
    const lateToken = await mailedToken(database, 'tard@example.ci');
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'tard@example.ci'));
    expect(await refusal(acceptInvitation(db, { token: lateToken, password: 'bureau-cocody-riviera' }))).toEqual(
      new AdminRefusal(teamText.invitationInvalid),
    );
    expect(await db.select().from(user).where(eq(user.email, 'tard@example.ci'))).toEqual([]);
  });

  it('changes a member’s role and revokes a member (sessions ended at once), never the last admin', async () => {
    const { db } = database;
    const recrue = await signedInCaller(db, { id: 'u-recrue', email: 'recrue@example.ci' });
    await changeTeam(admin, { action: 'role', email: 'recrue@example.ci', role: 'agent' });
    expect((await db.select().from(userRoles).where(eq(userRoles.userId, 'u-recrue'))).map((row) => row.role)).toEqual([
      'agent',
    ]);
    // Only members change role this way: anyone else joins by an invitation.
    expect(
      await refusal(changeTeam(admin, { action: 'role', email: 'visiteur@example.ci', role: 'agent' })),
    ).toMatchObject({ kind: 'not-found' });

    await changeTeam(admin, { action: 'revoke', email: 'recrue@example.ci' });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, 'u-recrue'))).toEqual([]);
    expect(await loadTeam(async () => recrue)).toEqual({ state: 'admins-only' });
    expect(await db.select().from(session).where(eq(session.userId, 'u-recrue'))).toEqual([]);

    // chef is the only admin: neither demoted nor revoked.
    expect(await refusal(changeTeam(admin, { action: 'role', email: 'chef@example.ci', role: 'agent' }))).toEqual(
      new AdminRefusal(teamText.lastAdmin),
    );
    expect(await refusal(changeTeam(admin, { action: 'revoke', email: 'chef@example.ci' }))).toEqual(
      new AdminRefusal(teamText.lastAdmin),
    );
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, 'u-admin'), eq(userRoles.role, 'admin'))),
    ).toHaveLength(1);
    const actions = (await db.select().from(auditEvents)).map((line) => line.action);
    expect(actions).toEqual(expect.arrayContaining(['role-grant', 'role-revoke', 'invitation-cancelled']));

    const team = await loadTeam(async () => admin);
    expect(
      team.state === 'ready' && team.members.map(({ email, role, twoFactor }) => ({ email, role, twoFactor })),
    ).toEqual([
      { email: 'agent@example.ci', role: 'agent', twoFactor: true },
      { email: 'chef@example.ci', role: 'admin', twoFactor: true },
      { email: 'neuf@example.ci', role: 'agent', twoFactor: false },
    ]);
  });
});
