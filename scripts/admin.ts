// Admin bootstrap without SQL:
//   npm run admin -- create <email>              a confirmed account with the admin role; its password is asked
//                                                without echo on a terminal, or read as the first line of stdin
//   npm run admin -- grant <email> [agent|editor] the admin (or agent, or editor) role for an existing account
//   npm run admin -- revoke <email>              no more staff role, every session ended
//   npm run admin -- unlock <email>              the address's sign-in lockout lifted on every network
// Works on PGlite (DATA_DIR) and PostgreSQL (DATABASE_URL). While a server holds the PGlite directory, the command is
// run by that server, through the owner-only socket DATA_DIR/admin.sock; with no server answering there, it refuses.
import { existsSync } from 'node:fs';
import { adminEmail, adminSocketPath, adminUsage, askServer, parseAdminCommand, runAdminCommand, type AdminCommand, type AdminCommandResult } from '../src/server/auth/admin-commands';
import { PasswordInputError, readNewPassword } from '../src/server/auth/password-input';
import { dataDir, openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { adminCliText } from '../src/content/operator';
import { settingsOrExit } from '../src/server/settings';

const finish = ({ ok, message }: AdminCommandResult): never => {
  (ok ? console.log : console.error)(message);
  process.exit(ok ? 0 : 1);
};

/** The command's words; for `create`, the password read from the terminal or standard input after the address. */
async function commandWords(words: string[]): Promise<string[]> {
  if (words[0] !== 'create') return words;
  if (words.length > 2) finish({ ok: false, message: adminCliText.passwordOnCommandLine });
  if (!adminEmail(words[1])) finish({ ok: false, message: adminUsage });
  try {
    return [...words, await readNewPassword()];
  } catch (error) {
    if (error instanceof PasswordInputError) finish({ ok: false, message: error.message });
    throw error;
  }
}

const parsed = parseAdminCommand(await commandWords(process.argv.slice(2)));
if (!('command' in parsed)) finish(parsed);
const command = parsed as AdminCommand;

try {
  const database = await openDatabase({ url: settingsOrExit().databaseUrl });
  let result: AdminCommandResult;
  try {
    result = await runAdminCommand(database.db, command);
  } finally {
    await database.close();
  }
  finish(result);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  const path = adminSocketPath(dataDir());
  if (existsSync(path)) {
    try {
      finish(await askServer(path, command.command === 'create' ? [command.command, command.email, command.password] : command.command === 'grant' ? [command.command, command.email, command.role] : [command.command, command.email], 30_000));
    } catch {
      // no server answers there: refuse below
    }
  }
  finish({ ok: false, message: `${error.message}\n${adminCliText.serverHoldsDatabase}` });
}
