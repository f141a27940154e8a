/**
 * The operator's commands (`npm run admin -- create|grant|revoke`, `npm run backup`), run either by the CLI on the database,
 * or, while a server holds the embedded PGlite directory, by that server on the CLI's behalf through a socket in the
 * data directory.
 */
import { createServer, type Server } from 'node:net';
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { adminCliText as text, backupText } from '@/content/operator';
import { adminSocketPath, type AdminCommandResult } from './socket';
import { emailPattern } from '@/lib/schemas/patterns';
import type { Database, Db } from '@/server/db/client';
import { BackupError, writeBackup } from '@/server/backup/backup';
import { logError } from '@/server/log';
import { createAuth } from '@/server/auth/auth';
import { recordAudit } from '@/server/audit';
import { staffPasswordProblem } from '@/server/auth/staff-password';
import { secretOfUri, totpCode } from '@/server/auth/totp';
import { eq } from 'drizzle-orm';
import { session, user } from '@/server/db/schema';
import { isMember, sendInvitation } from '@/server/admin/team';
import { grantRole, revokeStaff, staffRoles, type StaffRole } from '@/server/auth/roles';
import { unlockAddress } from '@/server/auth/lockout';

export type AdminCommand =
  | { command: 'create'; email: string; password: string }
  | { command: 'grant'; email: string; role: StaffRole }
  | { command: 'revoke'; email: string }
  | { command: 'unlock'; email: string };

export const adminUsage = text.usage;

/** Who the audit log says acted, for the operator's commands. */
const OPERATOR = 'npm run admin';

/** The address a command names, trimmed and in lower case; null when it is not one. */
export function adminEmail(raw: unknown): string | null {
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  return emailPattern.test(email) ? email : null;
}

/**
 * Reads `create <email> <password>` (the socket's form: the CLI reads the password from a prompt or standard input,
 * never from its command line), `grant <email> [admin|agent|editor]` or `revoke <email>`; a refusal when the words are off.
 */
export function parseAdminCommand(args: unknown[]): AdminCommand | AdminCommandResult {
  const [command, rawEmail, third] = args;
  const email = adminEmail(rawEmail);
  if ((command !== 'create' && command !== 'grant' && command !== 'revoke' && command !== 'unlock') || !email)
    return { ok: false, message: adminUsage };
  if (command === 'revoke' || command === 'unlock') return { command, email };
  if (command === 'grant') {
    const role = third ?? 'admin';
    return staffRoles.includes(role as StaffRole)
      ? { command, email, role: role as StaffRole }
      : { ok: false, message: adminUsage };
  }
  const password = third;
  // `create` makes an admin: a staff password.
  if (typeof password !== 'string') return { ok: false, message: adminUsage };
  const weak = staffPasswordProblem(password);
  if (weak) return { ok: false, message: weak };
  return { command, email, password };
}

export async function runAdminCommand(db: Db, command: AdminCommand): Promise<AdminCommandResult> {
  if (command.command === 'unlock') {
    // Any address: the operator may free an account locked out before it was staff, or a stranger's, on request.
    const networks = await unlockAddress(db, command.email);
    if (networks) await recordAudit(db, { action: 'sign-in-unlocked', actor: OPERATOR, target: command.email });
    return { ok: true, message: text.unlocked(command.email, networks) };
  }
  if (command.command === 'revoke') {
    const revoked = await revokeStaff(db, command.email, OPERATOR);
    if (revoked === 'no-account') return { ok: false, message: text.noAccount(command.email) };
    if (revoked === 'last-admin') return { ok: false, message: text.lastAdmin(command.email) };
    if (revoked === 'not-staff') return { ok: false, message: text.notStaff(command.email) };
    await recordAudit(db, { action: 'role-revoke', actor: OPERATOR, target: command.email });
    return { ok: true, message: text.revoked(command.email) };
  }
  if (command.command === 'create') {
    const context = await createAuth(db).$context;
    if (await context.internalAdapter.findUserByEmail(command.email)) {
      return { ok: false, message: text.exists(command.email) };
    }
    const created = await context.internalAdapter.createUser(
      { email: command.email, name: command.email.split('@')[0] ?? command.email, emailVerified: true },
      { method: 'admin' },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await context.password.hash(command.password),
    });
  }
  const role = command.command === 'create' ? 'admin' : command.role;
  if (command.command === 'grant') {
    // A member changes role at once. Anyone else joins through an invitation, which proves the mailbox and replaces
    // the password (whoever made the account may not own the address): only for a confirmed address.
    const [found] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, command.email));
    if (!found) return { ok: false, message: text.noAccount(command.email) };
    if (!(await isMember(db, command.email))) {
      if (!found.verified) return { ok: false, message: text.unconfirmed(command.email) };
      await sendInvitation(db, { email: command.email, role, invitedBy: OPERATOR });
      return { ok: true, message: text.invited(command.email, role) };
    }
  }
  const granted = await grantRole(db, command.email, role, OPERATOR);
  if (granted === 'no-account') return { ok: false, message: text.noAccount(command.email) };
  if (granted === 'last-admin') return { ok: false, message: text.lastAdmin(command.email) };
  await recordAudit(db, { action: 'role-grant', actor: OPERATOR, target: `${command.email} ${role}` });
  if (command.command !== 'create') return { ok: true, message: text.granted(command.email, role) };
  const { uri, recoveryCodes } = await enrolAuthenticator(db, command.email, command.password);
  return { ok: true, message: text.created(command.email, uri, recoveryCodes) };
}

/**
 * Enrols an authenticator for a new account through better-auth's own endpoints, as the account would from
 * /admin/securite: signed in with its password, TOTP enabled, confirmed by a first code. The sessions this opened are
 * closed. Returns the otpauth:// URI and the recovery codes, shown once to the operator.
 */
async function enrolAuthenticator(db: Db, email: string, password: string) {
  const auth = createAuth(db);
  const signedIn = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  const headers = new Headers({ cookie: cookieOf(signedIn.headers) });
  const enabled = await auth.api.enableTwoFactor({ headers, body: { password } });
  if (enabled.method !== 'totp') throw new Error('two-factor enrolment gave no authenticator');
  await auth.api.verifyTOTP({ headers, body: { code: totpCode(secretOfUri(enabled.totpURI)) } });
  await db.delete(session).where(eq(session.userId, signedIn.response.user.id));
  return { uri: enabled.totpURI, recoveryCodes: enabled.backupCodes };
}

/** Writes a backup; the answer names the file and counts its rows, or says in French and English why not. */
export async function runBackup(database: Database, file: string): Promise<AdminCommandResult> {
  try {
    const { tables, migrations, key } = await writeBackup(database, file);
    const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
    return { ok: true, message: backupText.written(file, rows, migrations, key) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { ok: false, message: backupText.exists(file) };
    if (error instanceof BackupError) return { ok: false, message: error.message };
    logError('backup', 'backup failed', error);
    return { ok: false, message: backupText.failed };
  }
}

/** One command on the socket: `["create", email, password]`, `["grant", email]` or `["backup", absolute path]`. */
async function answer(database: Database, words: unknown[]): Promise<AdminCommandResult> {
  if (words[0] === 'backup') {
    return typeof words[1] === 'string' && words[1].startsWith('/')
      ? runBackup(database, words[1])
      : { ok: false, message: backupText.usage };
  }
  const command = parseAdminCommand(words);
  return 'command' in command ? runAdminCommand(database.db, command) : command;
}

/**
 * Listens on DATA_DIR/admin.sock (owner-only, like the database files beside it) for one JSON command per
 * connection. Only the server that holds the PGlite directory opens it.
 */
export function serveAdminCommands(database: Database, dataDir: string): Server {
  const path = adminSocketPath(dataDir);
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      input += chunk;
      if (input.length > 4096) socket.destroy();
      if (!input.includes('\n')) return;
      void (async () => {
        let result: AdminCommandResult;
        try {
          const parsed = JSON.parse(input.slice(0, input.indexOf('\n'))) as unknown;
          result = await answer(database, Array.isArray(parsed) ? parsed : []);
        } catch (error) {
          logError('admin', 'command failed', error);
          result = { ok: false, message: text.failed };
        }
        socket.end(`${JSON.stringify(result)}\n`);
      })();
    });
    socket.on('error', () => socket.destroy());
  });
  // Connecting needs write permission on the socket. It is created under the process's 077 umask (secureDataDir, which
  // ran before the database opened), so it is 0600 from its first instant; the chmod only restates it.
  server.listen(path, () => chmodSync(path, 0o600));
  server.unref();
  process.once('exit', () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  });
  return server;
}
