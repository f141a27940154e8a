import { messages } from '@/content/requests';
import { validateRequest, validationNotice, type FieldErrors, type RequestData, type RequestKind } from '@/lib/schemas/requests';
import type { Db, Tx } from '@/server/db/client';
import type { Mail } from '@/server/mail/outbox';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { consumeRateLimit, requestRateLimit, type RateLimit } from './rate-limit';

export type RequestContext = {
  db: Db;
  /** The visitor's address, for the per-IP limit. */
  ip: string;
  now?: Date;
  rateLimit?: RateLimit;
};

export type Notice = { title: string; description?: string };

export type RequestResult =
  | { ok: true; notice: Notice }
  | { ok: false; status: 400 | 429 | 503; error: Notice & { fields?: FieldErrors } };

/** What a kind of request writes: its row, and the mails that go with it. */
export type Writer<K extends RequestKind> = {
  write: (tx: Tx, data: RequestData<K>, ctx: Required<Pick<RequestContext, 'now'>>) => Promise<Mail[]>;
  success: (data: RequestData<K>) => Notice;
};

class RateLimited extends Error {}

/**
 * The one path of every visitor request: honeypot, validation with the shared schema, per-IP limit, then the row and
 * its mails in one transaction. Bad input stores nothing; a failure of ours is logged and answered in French.
 */
export async function submitRequest<K extends RequestKind>(kind: K, input: unknown, ctx: RequestContext, writer: Writer<K>): Promise<RequestResult> {
  const validation = validateRequest(kind, input);
  if (!validation.success) {
    return { ok: false, status: 400, error: { ...validationNotice(kind, validation.errors), fields: validation.errors } };
  }
  const data = validation.data;
  const notice = writer.success(data);
  // A filled honeypot is a bot: answered like a success, and nothing is stored.
  if (data.website) return { ok: true, notice };

  const now = ctx.now ?? new Date();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await consumeRateLimit(tx, `${kind}:${ctx.ip}`, ctx.rateLimit ?? requestRateLimit(), now))) throw new RateLimited();
      await queueMails(tx, await writer.write(tx, data, { now }));
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      return { ok: false, status: 429, error: { title: messages.rateLimitedTitle, description: messages.rateLimited } };
    }
    console.error(`[requests] ${kind} could not be saved`, error);
    return { ok: false, status: 503, error: { title: messages.errorTitle, description: messages.sendFailed } };
  }
  notifyMailer();
  return { ok: true, notice };
}
