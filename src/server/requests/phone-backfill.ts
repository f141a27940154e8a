/**
 * The E.164 of the phones stored before it was (migration 0013 added `phone_e164`, null on every older row). Parsing
 * is libphonenumber-js's, in JavaScript, as for a new request (lib/phone.ts): SQL could not do it. It runs after the
 * migrations, in the background of the server's start, in batches of their own transaction; it only ever fills a null
 * with what the phone as typed gives, so it may run twice, on several instances at once, or stop half-way (SIGTERM) and
 * go on at the next start. A phone that is not a number (older rules accepted "07 00") stays null: it is searched as
 * text, as before.
 */
import { and, asc, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { toE164 } from '@/lib/phone';
import type { Db } from '@/server/db/client';
import { consultations, contacts, demoRequests, quotes } from '@/server/db/schema';
import { logError, logInfo } from '@/server/log';

/** Rows read and parsed per transaction: a batch keeps the event loop a few milliseconds (500 numbers ≈ 10 ms). */
export const PHONE_BACKFILL_BATCH = 500;

const tables = { quotes, contacts, consultations, demo_requests: demoRequests } as const;

export type PhoneBackfill = { filled: number; unreadable: number };

/**
 * Fills `phone_e164` where it is null and the phone is not, table by table, in id order (a keyset: a row whose phone
 * does not parse is read once per run). `shouldStop` is asked between batches.
 */
export async function backfillPhoneE164(
  db: Db,
  { batch = PHONE_BACKFILL_BATCH, shouldStop = (): boolean => false } = {},
): Promise<PhoneBackfill> {
  const done: PhoneBackfill = { filled: 0, unreadable: 0 };
  for (const table of Object.values(tables)) {
    let after: string | null = null;
    while (!shouldStop()) {
      const rows: { id: string; phone: string | null }[] = await db
        .select({ id: table.id, phone: table.phone })
        .from(table)
        .where(
          and(
            isNull(table.phoneE164),
            isNotNull(table.phone),
            ne(table.phone, ''),
            after ? gt(table.id, after) : undefined,
          ),
        )
        .orderBy(asc(table.id))
        .limit(batch);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const parsed = rows.flatMap(({ id, phone }) => {
        const e164 = toE164(phone);
        return e164 ? [{ id, e164 }] : [];
      });
      done.unreadable += rows.length - parsed.length;
      if (parsed.length) {
        const values = sql.join(
          parsed.map(({ id, e164 }) => sql`(${id}::uuid, ${e164})`),
          sql`, `,
        );
        // Only a null is filled: a row erased or written meanwhile keeps what it has.
        await db.execute(
          sql`update ${table} set phone_e164 = parsed.e164 from (values ${values}) as parsed(id, e164) where ${table.id} = parsed.id and ${table.phoneE164} is null and ${table.phone} is not null and ${table.phone} <> ''`,
        );
        done.filled += parsed.length;
      }
      if (rows.length < batch) break;
      // Other requests go first between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return done;
}

/**
 * The backfill as a background job of the server's start: logged when it filled something, stopped between two
 * batches at shutdown (the returned function resolves once it has).
 */
export function startPhoneBackfill(db: Db): () => Promise<void> {
  let stopping = false;
  const running = backfillPhoneE164(db, { shouldStop: () => stopping }).then(
    (done) => {
      if (done.filled || done.unreadable) logInfo('phones', 'E.164 of stored phones filled', done);
    },
    (error: unknown) =>
      logError('phones', 'E.164 of stored phones could not be filled; the next start tries again', error),
  );
  return async () => {
    stopping = true;
    await running;
  };
}
