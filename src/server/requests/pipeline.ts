import { messages } from '@/content/requests';
import { validateRequest, validationNotice, type FieldErrors, type RequestData, type RequestKind } from '@/lib/schemas/requests';
import type { Db, Tx } from '@/server/db/client';
import type { Mail } from '@/server/mail/outbox';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { logError } from '@/server/log';
import { noVisit, type Visit } from './attribution';
import { consumeRateLimit, requestRateLimit, VISITOR_MAILS_PER_ADDRESS, type RateLimit } from './rate-limit';

export type RequestContext = {
  db: Db;
  /** The visitor's address, for the per-IP limit. */
  ip: string;
  now?: Date;
  rateLimit?: RateLimit;
  /** Where the visit came from, kept with the request. */
  visit?: Visit;
};

export type Notice = { title: string; description?: string };

export type RequestResult =
  | { ok: true; notice: Notice }
  | { ok: false; status: 400 | 429 | 503; error: Notice & { fields?: FieldErrors } };

/**
 * The mails of a request: to the team, and to the address the visitor typed. The pipeline limits the latter per
 * address, because anyone may type anyone's address.
 */
export type RequestMails = { team: Mail[]; visitor: Mail[] };

/** What a kind of request writes: its row, and the mails that go with it. */
export type Writer<K extends RequestKind> = {
  write: (tx: Tx, data: RequestData<K>, ctx: Required<Pick<RequestContext, 'now' | 'visit'>>) => Promise<RequestMails>;
  success: (data: RequestData<K>) => Notice;
};

class RateLimited extends Error {}

/**
 * The visitor mails whose address is still under its daily limit, counted in the caller's transaction. Past it the mail
 * is dropped silently: the request is kept and answered the same, so the limit tells nothing about an address.
 */
async function withinAddressLimit(tx: Tx, mails: Mail[], now: Date): Promise<Mail[]> {
  const allowed: Mail[] = [];
  for (const mail of mails) {
    if (await consumeRateLimit(tx, `ack:${mail.to.trim().toLowerCase()}`, VISITOR_MAILS_PER_ADDRESS, now)) allowed.push(mail);
  }
  return allowed;
}

/**
 * The one path of every visitor request: honeypot, validation with the shared schema, per-IP limit, then the row and
 * its mails in one transaction, the visitor's within their per-address limit. Bad input stores nothing; a failure of
 * ours is logged and answered in French.
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
      const mails = await writer.write(tx, data, { now, visit: ctx.visit ?? noVisit });
      await queueMails(tx, [...mails.team, ...(await withinAddressLimit(tx, mails.visitor, now))]);
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      return { ok: false, status: 429, error: { title: messages.rateLimitedTitle, description: messages.rateLimited } };
    }
    logError('requests', `${kind} could not be saved`, error);
    return { ok: false, status: 503, error: { title: messages.errorTitle, description: messages.sendFailed } };
  }
  notifyMailer();
  return { ok: true, notice };
}
