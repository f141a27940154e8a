/**
 * The Vitest files that run again on the other Node LTS lines (`npm run test:node`, scripts/other-node.ts): those whose
 * outcome depends on the runtime rather than on our JavaScript, which is the same on every line. Each is there for
 * what it exercises of Node or of a native or WebAssembly part.
 */
export const runtimeSuites = [
  // PGlite's WebAssembly build: opening, migrating, several openings at once.
  'src/server/db/migrations.test.ts',
  // The data directory's lock: process liveness (kill(pid, 0)) and another process refused.
  'src/server/db/lock.test.ts',
  // File modes and the umask of the data directory.
  'src/server/db/data-dir.test.ts',
  // node:crypto: the backup's key derivation and authenticated encryption; the mail secrets' sealing.
  'src/server/backup/backup-key.test.ts',
  'src/server/mail/secrets.test.ts',
  // Streams, gzip and crypto together: a backup written and restored, and one cut, altered or wrongly signed refused.
  'src/server/backup/backup.test.ts',
  'src/server/backup/backup-restore.test.ts',
  // better-auth's password hashing (scrypt) and cookies, and the TOTP's HMAC.
  'src/server/auth/auth.test.ts',
  // sharp's native binary: decoding, limits and re-encoding of photos.
  'src/server/requests/photos.test.ts',
  // The body reader: web streams, a cap mid-stream, multipart parsing.
  'src/server/body.test.ts',
  'src/server/requests/http.test.ts',
  // The server's lifecycle: its settings refused at start, its signals.
  'src/server/settings.test.ts',
];
