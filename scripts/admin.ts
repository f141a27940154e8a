// Admin bootstrap without SQL: `npm run admin -- create|grant|revoke|unlock <email> …` (src/server/operator/cli.ts).
// The password of `create` is asked without echo on a terminal, or read as the first line of standard input.
import { adminCli } from '../src/server/operator/cli';
import { readNewPassword } from '../src/server/auth/password-input';
import { settingsOrExit } from '../src/server/settings';

const { databaseUrl, dataDir } = settingsOrExit();
const { ok, message } = await adminCli(process.argv.slice(2), () => readNewPassword(), { databaseUrl, dataDir });
(ok ? console.log : console.error)(message);
process.exit(ok ? 0 : 1);
