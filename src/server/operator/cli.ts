/**
 * `npm run admin` (scripts/admin.ts) as a function: the command line's words in, the message to print and its exit
 * status out, so that its tests call it instead of starting a process.
 *   create <email>                a confirmed account with the admin role; its password read by `readPassword`
 *   grant <email> [agent|editor]  the admin (or agent, or editor) role for an existing account
 *   revoke <email>                no more staff role, every session ended
 *   unlock <email>                the address's sign-in lockout lifted on every network
 * Works on PGlite (`dataDir`) and PostgreSQL (`databaseUrl`). While another process (the server) holds the PGlite
 * directory, the command is run by that server, through its owner-only socket; with no server answering, it refuses.
 */
import { existsSync } from 'node:fs';
import { adminCliText } from '@/content/operator';
import { openDatabase } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/lock';
import { adminEmail, adminUsage, parseAdminCommand, runAdminCommand, type AdminCommand } from './commands';
import { adminSocketPath, askServer, type AdminCommandResult } from './socket';
import { PasswordInputError } from '@/server/auth/password-input';

type Where = { databaseUrl?: string; dataDir: string };

/** The command's words; for `create`, the password read after the address (never from the command line). */
async function commandWords(
  words: string[],
  readPassword: () => Promise<string>,
): Promise<string[] | AdminCommandResult> {
  if (words[0] !== 'create') return words;
  if (words.length > 2) return { ok: false, message: adminCliText.passwordOnCommandLine };
  if (!adminEmail(words[1])) return { ok: false, message: adminUsage };
  try {
    return [...words, await readPassword()];
  } catch (error) {
    if (error instanceof PasswordInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** The words the server's socket takes for `command`. */
const socketWords = (command: AdminCommand) =>
  command.command === 'create'
    ? [command.command, command.email, command.password]
    : command.command === 'grant'
      ? [command.command, command.email, command.role]
      : [command.command, command.email];

export async function adminCli(
  words: string[],
  readPassword: () => Promise<string>,
  { databaseUrl, dataDir }: Where,
): Promise<AdminCommandResult> {
  const read = await commandWords(words, readPassword);
  if (!Array.isArray(read)) return read;
  const command = parseAdminCommand(read);
  if (!('command' in command)) return command;
  try {
    const database = await openDatabase({ url: databaseUrl, dataDir });
    try {
      return await runAdminCommand(database.db, command);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const path = adminSocketPath(dataDir);
    if (existsSync(path)) {
      try {
        return await askServer(path, socketWords(command), 30_000);
      } catch {
        // no server answers there: refuse below
      }
    }
    return { ok: false, message: `${error.message}\n${adminCliText.serverHoldsDatabase}` };
  }
}
