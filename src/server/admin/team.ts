/**
 * The staff (the team screen, admins only): invitations by mail, role changes and revocations; and the acceptance of an
 * invitation, by whoever holds its link. Every write checks the caller inside, and leaves an audit line.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { generateId } from 'better-auth';
import * as z from 'zod/mini';
import { STAFF_INVITATION_DAYS } from '@/config/security';
import { teamText } from '@/content/admin';
import { invitationMailText } from '@/content/mails';
import { siteUrl } from '@/server/site-url';
import { emailPattern, uuidPattern } from '@/lib/schemas/patterns';
import { PASSWORD_MAX } from '@/lib/schemas/auth';
import { recordAudit } from '@/server/audit';
import { hashPassword } from 'better-auth/crypto';
import { accountMail } from '@/server/auth/auth';
import { afterRoleChange, grantRole, revokeStaff, staffRoleOf } from '@/server/auth/roles';
import { staffPasswordProblem } from '@/server/auth/staff-password';
import { lockedAddresses, unlockAddress } from '@/server/auth/lockout';
import type { Db } from '@/server/db/client';
import { account, session, staffInvitations, staffRoles, user, userRoles, type StaffRole } from '@/server/db/schema';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { currentCaller, requireStaff, type AdminCaller } from './access';
import { AdminError, AdminRefusal, adminPageFailure } from './errors';

const emailField = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, { abort: true }), z.regex(emailPattern));
const uuidField = z.string().check(z.regex(uuidPattern));

/** The body of `/api/admin/team`: one write per action. */
export const teamChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('invite'), email: emailField, role: z.enum(staffRoles) }),
  z.object({ action: z.literal('role'), email: emailField, role: z.enum(staffRoles) }),
  z.object({ action: z.literal('revoke'), email: emailField }),
  z.object({ action: z.literal('cancel'), id: uuidField }),
  z.object({ action: z.literal('unlock'), email: emailField }),
]);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link of an invitation: the acceptance page, with the token that only the mail carries. */
export const invitationUrl = (token: string) => new URL(`${teamText.acceptPath}?token=${token}`, siteUrl).toString();

/**
 * Invites an address to the staff with a role: a one-use link, valid STAFF_INVITATION_DAYS, mailed through the outbox
 * in the same transaction. A newer invitation replaces a pending one. Refused for an address already in the team.
 */
export async function inviteStaff(caller: AdminCaller, email: string, role: StaffRole): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  if (await isMember(caller.db, email)) throw new AdminRefusal(teamText.alreadyMember(email));
  await sendInvitation(caller.db, { email, role, invitedBy: admin.email, ip: caller.ip });
}

/** Whether the address belongs to a member of the team. */
export async function isMember(db: Db, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return Boolean(found && (await staffRoleOf(db, found.id)));
}

/** Writes the invitation and queues its mail, in one transaction (the team screen, and the operator's `grant`). */
export async function sendInvitation(
  db: Db,
  { email, role, invitedBy, ip }: { email: string; role: StaffRole; invitedBy: string; ip?: string },
) {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(
        and(
          eq(staffInvitations.email, email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.cancelledAt),
        ),
      );
    await tx.insert(staffInvitations).values({
      email,
      role,
      tokenHash: hashToken(token),
      invitedBy,
      expiresAt: new Date(Date.now() + STAFF_INVITATION_DAYS * 86_400_000),
    });
    await queueMails(tx, [
      accountMail(
        email,
        invitationUrl(token),
        invitationMailText(invitedBy, teamText.roles[role], STAFF_INVITATION_DAYS),
      ),
    ]);
    await recordAudit(tx, { action: 'invitation-sent', actor: invitedBy, target: `${email} ${role}`, ip });
  });
  notifyMailer();
}

/** Cancels a pending invitation: its link stops working. */
export async function cancelInvitation(caller: AdminCaller, id: string): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  await caller.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(staffInvitations)
      .set({ cancelledAt: new Date() })
      .where(
        and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt), isNull(staffInvitations.cancelledAt)),
      )
      .returning({ email: staffInvitations.email });
    if (!cancelled) throw new AdminError('not-found');
    await recordAudit(tx, {
      action: 'invitation-cancelled',
      actor: admin.email,
      target: cancelled.email,
      ip: caller.ip,
    });
  });
}

/** Changes the role of a member of the team (not of any account: joining goes through an invitation). */
export async function changeStaffRole(caller: AdminCaller, email: string, role: StaffRole): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  const [found] = await caller.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!found || !(await staffRoleOf(caller.db, found.id))) throw new AdminError('not-found');
  const granted = await grantRole(caller.db, email, role, admin.email);
  if (granted === 'last-admin') throw new AdminRefusal(teamText.lastAdmin);
  await recordAudit(caller.db, { action: 'role-grant', actor: admin.email, target: `${email} ${role}`, ip: caller.ip });
}

/** Takes a member out of the team: every role gone and every session ended, at once. Never the last admin. */
export async function revokeMember(caller: AdminCaller, email: string): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  const revoked = await revokeStaff(caller.db, email, admin.email);
  if (revoked === 'last-admin') throw new AdminRefusal(teamText.lastAdmin);
  if (revoked !== 'revoked') throw new AdminError('not-found');
  await recordAudit(caller.db, { action: 'role-revoke', actor: admin.email, target: email, ip: caller.ip });
}

/**
 * Ends a member's sign-in lockout on every network (an attacker may have locked the network they work from). Only
 * a member's: other addresses wait out their lock.
 */
export async function unlockMember(caller: AdminCaller, email: string): Promise<void> {
  const admin = await requireStaff(caller, 'administration');
  const [found] = await caller.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!found || !(await staffRoleOf(caller.db, found.id))) throw new AdminError('not-found');
  await unlockAddress(caller.db, email);
  await recordAudit(caller.db, { action: 'sign-in-unlocked', actor: admin.email, target: email, ip: caller.ip });
}

/** One write of the team screen, by its action. */
export async function changeTeam(caller: AdminCaller, input: unknown): Promise<void> {
  await requireStaff(caller, 'administration');
  const parsed = teamChangeSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const change = parsed.data;
  if (change.action === 'invite') return inviteStaff(caller, change.email, change.role);
  if (change.action === 'role') return changeStaffRole(caller, change.email, change.role);
  if (change.action === 'revoke') return revokeMember(caller, change.email);
  if (change.action === 'unlock') return unlockMember(caller, change.email);
  return cancelInvitation(caller, change.id);
}

/** A member of the team; `lockedUntil` while their sign-in is locked on some network. */
export type TeamMember = { email: string; role: StaffRole; twoFactor: boolean; since: Date; lockedUntil?: Date };
export type PendingInvitation = { id: string; email: string; role: StaffRole; invitedBy: string; expiresAt: Date };
export type TeamPage =
  | { state: 'redirect'; to: string }
  | { state: 'admins-only' }
  | { state: 'failed' }
  | { state: 'ready'; me: string; members: TeamMember[]; invitations: PendingInvitation[] };

/** What /admin/equipe shows: the members with their role and second factor, and the invitations still pending. */
export async function loadTeam(caller: () => Promise<AdminCaller> = currentCaller): Promise<TeamPage> {
  try {
    const resolved = await caller();
    const admin = await requireStaff(resolved, 'administration');
    const rows = await resolved.db
      .select({ email: user.email, role: userRoles.role, twoFactor: user.twoFactorEnabled, since: userRoles.createdAt })
      .from(userRoles)
      .innerJoin(user, eq(user.id, userRoles.userId))
      .where(inArray(userRoles.role, [...staffRoles]))
      .orderBy(asc(user.email));
    // Whoever holds several roles is listed once, with the one that counts (the first of staffRoles, as staffRoleOf reads it).
    const members = new Map<string, TeamMember>();
    for (const row of rows) {
      const role = row.role as StaffRole;
      const listed = members.get(row.email);
      if (!listed || staffRoles.indexOf(role) < staffRoles.indexOf(listed.role))
        members.set(row.email, { ...row, role });
    }
    const invitations = await resolved.db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        invitedBy: staffInvitations.invitedBy,
        expiresAt: staffInvitations.expiresAt,
      })
      .from(staffInvitations)
      .where(
        and(
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.cancelledAt),
          gt(staffInvitations.expiresAt, new Date()),
        ),
      )
      .orderBy(asc(staffInvitations.expiresAt));
    const locked = await lockedAddresses(resolved.db, [...members.keys()]);
    for (const [email, until] of locked) members.get(email)!.lockedUntil = until;
    return { state: 'ready', me: admin.email, members: [...members.values()], invitations };
  } catch (error) {
    // Signed in without the admin role: told what the page is for, rather than sent away (as /admin/journal).
    if (error instanceof AdminError && error.kind === 'forbidden') return { state: 'admins-only' };
    return adminPageFailure(error, teamText.path);
  }
}

/** The invitation whose link carries this token, while it can still be accepted. */
const pendingWithToken = (token: string) =>
  and(
    eq(staffInvitations.tokenHash, hashToken(token)),
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.cancelledAt),
    gt(staffInvitations.expiresAt, new Date()),
  );

/** The invitation a link names, while it can still be accepted. */
export async function findInvitation(db: Db, token: string) {
  if (!token || token.length > 100) return null;
  const [found] = await db
    .select({ email: staffInvitations.email, role: staffInvitations.role })
    .from(staffInvitations)
    .where(pendingWithToken(token));
  return found ?? null;
}

/** The body of `/api/team/accept`. */
export const acceptanceSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(100)),
  password: z.string().check(z.maxLength(PASSWORD_MAX)),
});

/**
 * Accepts an invitation: the link proves the mailbox, so the account (made if there is none) is confirmed, gets the
 * new staff password (replacing any password it had, and ending its sessions) and the role. All at once, and once:
 * a second use of the link finds nothing. The new member then signs in and enrols their authenticator.
 */
export async function acceptInvitation(db: Db, input: unknown, ip?: string): Promise<{ email: string }> {
  const parsed = acceptanceSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  const { token, password } = parsed.data;
  // A link that opens nothing costs one indexed read, never the password's checks.
  if (!(await findInvitation(db, token))) throw new AdminRefusal(teamText.invitationInvalid);
  const weak = staffPasswordProblem(password);
  if (weak) throw new AdminRefusal(weak);
  // better-auth's own hash (scrypt), which its sign-in checks.
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(pendingWithToken(token))
      .returning({ email: staffInvitations.email, role: staffInvitations.role, invitedBy: staffInvitations.invitedBy });
    if (!invitation) throw new AdminRefusal(teamText.invitationInvalid);
    const now = new Date();
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, invitation.email));
    const userId = existing?.id ?? generateId();
    if (existing) await tx.update(user).set({ emailVerified: true, updatedAt: now }).where(eq(user.id, userId));
    else
      await tx.insert(user).values({
        id: userId,
        email: invitation.email,
        name: invitation.email.split('@')[0] ?? invitation.email,
        emailVerified: true,
      });
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    if (credential)
      await tx.update(account).set({ password: hash, updatedAt: now }).where(eq(account.id, credential.id));
    else
      await tx
        .insert(account)
        .values({ id: generateId(), userId, accountId: userId, providerId: 'credential', password: hash });
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, [...staffRoles])));
    await tx.insert(userRoles).values({ userId, role: invitation.role });
    await afterRoleChange(tx, userId, invitation.invitedBy);
    // The link proves the mailbox, as a reset password does: the address signs in afresh on every network.
    await unlockAddress(tx, invitation.email);
    await recordAudit(tx, {
      action: 'invitation-accepted',
      actor: invitation.email,
      target: `${invitation.role} (${invitation.invitedBy})`,
      ip,
    });
    return { email: invitation.email };
  });
}
