import { randomUUID } from 'node:crypto';
import { messages } from '@/content/requests';
import { validateRequest, validationNotice, type FieldErrors, type RequestData, type RequestKind } from '@/lib/schemas/requests';
import type { Db, Tx } from '@/server/db/client';
import { groupCommit, type GroupCommit } from '@/server/db/group-commit';
import type { consultations, contacts, demoRequests, quotes } from '@/server/db/schema';
import type { Mail } from '@/server/mail/outbox';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { logError } from '@/server/log';
import { noVisit, type Visit } from './attribution';
import { consumeRateLimit, consumeRateLimits, requestRateLimit, VISITOR_MAILS_PER_ADDRESS, type RateLimit } from './rate-limit';

export type RequestContext = {
  db: Db;
  /** The visitor's address, for the per-IP limit. */
  ip: string;
  now?: Date;
  rateLimit?: RateLimit;
  /** Where the visit came from, kept with the request. */
  visit?: Visit;
  /**
   * Benchmark only (bench:leads measures the framework's ceiling with it): everything but the database, whose write is
   * replaced by nothing. requestContext sets it only when the server runs with ALLOW_BENCH_CEILING=1.
   */
  skipWrite?: boolean;
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

/** The tables a visitor request stores its row in. */
export type RequestTable = typeof quotes | typeof contacts | typeof consultations | typeof demoRequests;

/** What a request stores: one row (its id chosen beforehand, so that its mails can link to it) and its mails. */
export type PreparedRequest = { table: RequestTable; values: RequestTable['$inferInsert']; mails: RequestMails };

type WriteContext = Required<Pick<RequestContext, 'now' | 'visit'>>;

/**
 * What a kind of request writes. Most kinds store one new row and its mails (`prepare`): the pipeline writes those in
 * batches (group commit). A kind whose write must read first (the newsletter) has its own transaction (`write`).
 */
export type Writer<K extends RequestKind> = { success: (data: RequestData<K>) => Notice } & (
  | { prepare: (data: RequestData<K>, ctx: WriteContext & { id: string }) => PreparedRequest }
  | { write: (tx: Tx, data: RequestData<K>, ctx: WriteContext) => Promise<RequestMails> }
);

class RateLimited extends Error {}

type LeadJob = PreparedRequest & { limitKey: string; limit: RateLimit; now: Date };

/**
 * Writes a batch of requests in the caller's transaction, in four statements whatever its size: the per-IP counters,
 * the rows (one statement per table), the per-address counters of the visitors' mails, the mails. Each request is
 * limited as if it had come alone, in the batch's order; a limited request stores nothing.
 */
async function writeLeads(tx: Tx, jobs: LeadJob[]): Promise<('saved' | 'limited')[]> {
  const allowed = await consumeRateLimits(tx, jobs.map((job) => ({ key: job.limitKey, limit: job.limit, now: job.now })));
  const saved = jobs.filter((_, index) => allowed[index]);
  for (const table of new Set(saved.map((job) => job.table))) {
    await tx.insert(table).values(saved.filter((job) => job.table === table).map((job) => job.values) as never);
  }
  const visitorMails = saved.flatMap((job) => job.mails.visitor.map((mail) => ({ mail, now: job.now })));
  const acknowledged = await consumeRateLimits(tx, visitorMails.map(({ mail, now }) => ({ key: visitorMailKey(mail), limit: VISITOR_MAILS_PER_ADDRESS, now })));
  await queueMails(tx, [...saved.flatMap((job) => job.mails.team), ...visitorMails.filter((_, index) => acknowledged[index]).map(({ mail }) => mail)]);
  return allowed.map((ok) => (ok ? 'saved' : 'limited'));
}

const visitorMailKey = (mail: Mail) => `ack:${mail.to.trim().toLowerCase()}`;

/**
 * How long a busy batch waits for more requests (groupCommit's lingerMs): a few milliseconds of a lead's answer buy
 * batches of several requests, whose statements and commit cost about what one request's did.
 */
const LINGER_MS = 10;

// One committer per database (tests open several), kept on globalThis: Turbopack may evaluate this module twice.
const committers = ((globalThis as { __leadCommitters?: WeakMap<Db, GroupCommit<LeadJob, 'saved' | 'limited'>> }).__leadCommitters ??= new WeakMap());
function committer(db: Db) {
  let found = committers.get(db);
  if (!found) committers.set(db, (found = groupCommit(db, writeLeads, { lingerMs: LINGER_MS })));
  return found;
}

/**
 * The visitor mails whose address is still under its daily limit, counted in the caller's transaction. Past it the mail
 * is dropped silently: the request is kept and answered the same, so the limit tells nothing about an address.
 */
async function withinAddressLimit(tx: Tx, mails: Mail[], now: Date): Promise<Mail[]> {
  const allowed: Mail[] = [];
  for (const mail of mails) {
    if (await consumeRateLimit(tx, visitorMailKey(mail), VISITOR_MAILS_PER_ADDRESS, now)) allowed.push(mail);
  }
  return allowed;
}

/**
 * The one path of every visitor request: honeypot, validation with the shared schema, per-IP limit, then the row and
 * its mails in one transaction, the visitor's within their per-address limit. Bad input stores nothing; a failure of
 * ours is logged and answered in French. Requests that arrive together share a transaction (group commit); each is
 * answered once that transaction has committed.
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
  if (ctx.skipWrite) return { ok: true, notice };

  const now = ctx.now ?? new Date();
  const limitKey = `${kind}:${ctx.ip}`;
  const limit = ctx.rateLimit ?? requestRateLimit();
  const writeContext = { now, visit: ctx.visit ?? noVisit };
  try {
    if ('prepare' in writer) {
      const job = { ...writer.prepare(data, { ...writeContext, id: randomUUID() }), limitKey, limit, now };
      if ((await committer(ctx.db).submit(job)) === 'limited') throw new RateLimited();
    } else {
      await ctx.db.transaction(async (tx) => {
        if (!(await consumeRateLimit(tx, limitKey, limit, now))) throw new RateLimited();
        const mails = await writer.write(tx, data, writeContext);
        await queueMails(tx, [...mails.team, ...(await withinAddressLimit(tx, mails.visitor, now))]);
      });
    }
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
