import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings } from '@/server/settings';

/**
 * The key that signs session cookies: BETTER_AUTH_SECRET, or one made once and kept in DATA_DIR/auth-secret so that
 * sessions survive a restart. Several instances must share BETTER_AUTH_SECRET.
 */
export function authSecret(): string {
  const { authSecret, dataDir } = settings();
  if (authSecret) return authSecret;
  const path = join(dataDir, 'auth-secret');
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
    return readFileSync(path, 'utf8').trim();
  }
}
