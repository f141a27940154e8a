import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { newsletterSubscribers } from '@/server/db/schema';

const validToken = (token: unknown): token is string => typeof token === 'string' && /^[\w-]{16,64}$/.test(token);

/** What is stored of a link's secret: its SHA-256, so that the database and its backups hold no working link. */
export const newsletterTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for the confirm and unsubscribe links, and what is stored of it. */
export function newNewsletterToken() {
  const token = randomBytes(24).toString('base64url');
  return { token, tokenHash: newsletterTokenHash(token) };
}

/** Double opt-in, second step: the link of the confirmation mail. False for an unknown or malformed token. */
export async function confirmNewsletter(db: Db, token: unknown): Promise<boolean> {
  if (!validToken(token)) return false;
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, newsletterTokenHash(token)));
  if (!subscriber) return false;
  if (subscriber.status !== 'confirmed') {
    await db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  }
  return true;
}

/** The unsubscribe link every newsletter mail carries. False for an unknown or malformed token. */
export async function unsubscribeNewsletter(db: Db, token: unknown): Promise<boolean> {
  if (!validToken(token)) return false;
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.tokenHash, newsletterTokenHash(token)));
  if (!subscriber) return false;
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed' })
    .where(and(eq(newsletterSubscribers.id, subscriber.id), ne(newsletterSubscribers.status, 'unsubscribed')));
  return true;
}
