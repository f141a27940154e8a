// Imported first by a benchmark that seeds a staff account and then starts the server: one BETTER_AUTH_SECRET for both
// (it also encrypts the account's authenticator), set before any module reads the settings, which are read once per
// process (src/server/settings.ts) and, through the logger, as soon as the server's modules load.
import { randomBytes } from 'node:crypto';

process.env.BETTER_AUTH_SECRET ??= randomBytes(32).toString('base64url');
