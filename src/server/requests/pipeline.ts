import { randomUUID } from 'node:crypto';
import { messages } from '@/content/requests';
import {
  validateRequest,
  validationNotice,
  type FieldErrors,
  type RequestData,
  type RequestKind,
} from '@/lib/schemas/requests';
import type { Db, Tx } from '@/server/db/client';
import { groupCommit, type GroupCommit } from '@/server/db/group-commit';
import { requestPhotos, type WorkflowKind } from '@/server/db/schema';
import type { WorkedTable } from '@/server/request-kinds';
import { takesPhotos } from '@/config/photos';
import { photoRows, photoWorkflow, preparePhotos, type PreparedPhoto } from './photos';
import type { Mail } from '@/server/mail/outbox';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { logError } from '@/server/log';
import { noVisit, type Visit } from './attribution';
import { allowVisitorMails } from '@/server/mail/visitor-caps';
import {
  consumeRateLimit,
  consumeRateLimits,
  rateLimitReached,
  requestRateLimit,
  type RateLimit,
} from '@/server/rate-limit';
import {
  browserKeys,
  claimKeys,
  derivedKeys,
  isIdempotencyKey,
  keptKeys,
  storedAnswer,
  type Keys,
} from './idempotency';
import { metrics } from '@/server/metrics';

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
  /**
   * The submission's idempotency key, as the browser sent it (a UUID; anything else is refused). A retry with the same
   * key stores nothing and gets the first answer.
   */
  idempotencyKey?: string;
  /**
   * A form posted without JavaScript (no key): one is derived from the kind, the validated fields and the address, so
   * that the same post sent twice within a few minutes stores once (server/requests/idempotency.ts).
   */
  deriveIdempotencyKey?: boolean;
  /**
   * The photos joined to a quote or a support request, as the visitor's browser sent them: checked and re-encoded
   * (photos.ts) once the fields are valid, and stored with the request, in its transaction.
   */
  photos?: readonly Uint8Array[];
};

export type Notice = { title: string; description?: string };

export type RequestResult =
  | { ok: true; notice: Notice }
  | {
      ok: false;
      status: 400 | 429 | 503;
      error: Notice & { fields?: FieldErrors };
      /** A 503's Retry-After, in seconds. */ retryAfter?: number;
    };

/**
 * The mails of a request: to the team, and to the address the visitor typed. The pipeline limits the latter per
 * address, because anyone may type anyone's address.
 */
export type RequestMails = { team: Mail[]; visitor: Mail[] };

/** The tables a visitor request stores its row in. */
export type RequestTable = WorkedTable;

/** What a request stores: one row (its id chosen beforehand, so that its mails can link to it) and its mails. */
export type PreparedRequest = { table: RequestTable; values: RequestTable['$inferInsert']; mails: RequestMails };

/** `photos`: how many photos go with the request (the team's mail says so). */
type WriteContext = Required<Pick<RequestContext, 'now' | 'visit'>> & { photos: number };

/**
 * What a kind of request writes. Most kinds store one new row and its mails (`prepare`): the pipeline writes those in
 * batches (group commit). A kind whose write must read first (the newsletter) has its own transaction (`write`).
 */
export type Writer<K extends RequestKind> = { success: (data: RequestData<K>) => Notice } & (
  | { prepare: (data: RequestData<K>, ctx: WriteContext & { id: string }) => PreparedRequest }
  | { write: (tx: Tx, data: RequestData<K>, ctx: WriteContext) => Promise<RequestMails> }
);

class RateLimited extends Error {}
/** Another submission with the same key was stored first (a concurrent duplicate): nothing of this one is kept. */
class Repeated extends Error {}

type LeadJob = PreparedRequest & {
  kind: RequestKind;
  limitKey: string;
  limit: RateLimit;
  now: Date;
  keys?: Keys;
  answer: Notice;
  photos?: { kind: WorkflowKind; items: PreparedPhoto[] };
};
type LeadOutcome = 'saved' | 'limited' | 'repeated';

/**
 * Writes a batch of requests in the caller's transaction, in a few statements whatever its size: the idempotency keys
 * already kept, the per-IP counters, the keys, the rows (one statement per table), the per-address counters of the
 * visitors' mails, the mails. A repeat of a submission already stored (or of one earlier in the batch) stores nothing
 * and counts nothing; the photos of the requests stored go with them. Each other request is limited as if it had come alone, in the batch's order; a limited request
 * stores nothing, not even its key (a later retry may go through).
 */
async function writeLeads(tx: Tx, jobs: LeadJob[]): Promise<LeadOutcome[]> {
  const outcome: (LeadOutcome | undefined)[] = jobs.map(() => undefined);
  const kept = await keptKeys(tx, [...new Set(jobs.flatMap((job) => job.keys?.lookup ?? []))]);
  const seen = new Set<string>();
  jobs.forEach((job, index) => {
    if (!job.keys) return;
    if (job.keys.lookup.some((key) => kept.has(key) || seen.has(key))) outcome[index] = 'repeated';
    else seen.add(job.keys.claim);
  });
  const candidates = jobs.map((job, index) => ({ job, index })).filter(({ index }) => !outcome[index]);
  const allowed = await consumeRateLimits(
    tx,
    candidates.map(({ job }) => ({ key: job.limitKey, limit: job.limit, now: job.now })),
  );
  candidates.forEach(({ index }, position) => (outcome[index] = allowed[position] ? 'saved' : 'limited'));
  const keyed = jobs.filter((job, index) => outcome[index] === 'saved' && job.keys);
  const claimed = await claimKeys(
    tx,
    keyed.map((job) => ({ key: job.keys!.claim, kind: job.kind, answer: job.answer, now: job.now })),
  );
  // A key another transaction wrote meanwhile (PostgreSQL, another instance): that one was first.
  jobs.forEach((job, index) => {
    if (outcome[index] === 'saved' && job.keys && !claimed.has(job.keys.claim)) outcome[index] = 'repeated';
  });
  const saved = jobs.filter((_, index) => outcome[index] === 'saved');
  for (const table of new Set(saved.map((job) => job.table))) {
    await tx.insert(table).values(saved.filter((job) => job.table === table).map((job) => job.values) as never);
  }
  const photos = saved.flatMap((job) =>
    job.photos ? photoRows(job.photos.kind, job.values.id!, job.photos.items) : [],
  );
  if (photos.length) await tx.insert(requestPhotos).values(photos);
  const visitorMails = saved.flatMap((job) => job.mails.visitor.map((mail) => ({ mail, now: job.now })));
  const acknowledged = await allowVisitorMails(
    tx,
    visitorMails.map(({ mail, now }) => ({ kind: 'ack', to: mail.to, now })),
  );
  await queueMails(tx, [
    ...saved.flatMap((job) => job.mails.team),
    ...visitorMails.filter((_, index) => acknowledged[index]).map(({ mail }) => mail),
  ]);
  return outcome as LeadOutcome[];
}

/**
 * How long a busy batch waits for more requests (groupCommit's lingerMs): a few milliseconds of a lead's answer buy
 * batches of several requests, whose statements and commit cost about what one request's did.
 */
const LINGER_MS = 10;

// One committer per database (tests open several), kept on globalThis: Turbopack may evaluate this module twice.
const committers = ((
  globalThis as { __leadCommitters?: WeakMap<Db, GroupCommit<LeadJob, LeadOutcome>> }
).__leadCommitters ??= new WeakMap());
function committer(db: Db) {
  let found = committers.get(db);
  if (!found) committers.set(db, (found = groupCommit(db, writeLeads, { lingerMs: LINGER_MS })));
  return found;
}

/**
 * The first answer to a submission whose key is already kept. A key sent again for another kind of request is refused:
 * a browser makes one per form.
 */
async function repeatAnswer(db: Db, kind: RequestKind, keys: Keys): Promise<RequestResult | undefined> {
  const stored = await storedAnswer(db, keys.lookup);
  if (!stored) return undefined;
  if (stored.kind !== kind)
    return { ok: false, status: 400, error: { title: messages.errorTitle, description: messages.invalidRequest } };
  return { ok: true, notice: stored.answer };
}

/**
 * The visitor mails still under their caps (server/mail/visitor-caps.ts), counted in the caller's transaction. Past
 * one the mail is dropped silently: the request is kept and answered the same, so a cap tells nothing about an address.
 */
async function withinAddressLimit(tx: Tx, mails: Mail[], now: Date): Promise<Mail[]> {
  const allowed = await allowVisitorMails(
    tx,
    mails.map((mail) => ({ kind: 'ack', to: mail.to, now })),
  );
  return mails.filter((_, index) => allowed[index]);
}

/**
 * The one path of every visitor request: honeypot, validation with the shared schema, per-IP limit, then the row and
 * its mails in one transaction, the visitor's within their per-address limit. Bad input stores nothing; a failure of
 * ours is logged and answered in French. Requests that arrive together share a transaction (group commit); each is
 * answered once that transaction has committed.
 */
export async function submitRequest<K extends RequestKind>(
  kind: K,
  input: unknown,
  ctx: RequestContext,
  writer: Writer<K>,
): Promise<RequestResult> {
  const invalid = {
    ok: false,
    status: 400,
    error: { title: messages.errorTitle, description: messages.invalidRequest },
  } as const;
  if (ctx.idempotencyKey !== undefined && !isIdempotencyKey(ctx.idempotencyKey)) return invalid;
  // Photos go with a quote or a support request only.
  const files = ctx.photos ?? [];
  if (files.length && !takesPhotos(kind)) return invalid;
  const validation = validateRequest(kind, input);
  if (!validation.success) {
    return {
      ok: false,
      status: 400,
      error: { ...validationNotice(kind, validation.errors), fields: validation.errors },
    };
  }
  const data = validation.data;
  const notice = writer.success(data);
  // A filled honeypot is a bot: answered like a success, and nothing is stored.
  if (data.website) return { ok: true, notice };
  if (ctx.skipWrite) return { ok: true, notice };

  const now = ctx.now ?? new Date();
  const limitKey = `${kind}:${ctx.ip}`;
  const limit = ctx.rateLimit ?? requestRateLimit();
  const writeContext = { now, visit: ctx.visit ?? noVisit, photos: 0 };
  const keys = ctx.idempotencyKey
    ? browserKeys(ctx.idempotencyKey)
    : ctx.deriveIdempotencyKey
      ? derivedKeys(kind, data, ctx.ip, now)
      : undefined;
  try {
    // A retry of a submission already stored: its first answer, without a write (nor a count against the limit).
    const first = keys && (await repeatAnswer(ctx.db, kind, keys));
    if (first) return first;
    // Checked and re-encoded only now: a retry of a stored request costs no decoding, nor does a sender already at the
    // limit (read here, counted at the write as for every request).
    let photos: LeadJob['photos'];
    if (files.length && takesPhotos(kind)) {
      if (await rateLimitReached(ctx.db, limitKey, limit, now)) throw new RateLimited();
      const prepared = await preparePhotos(files, { address: ctx.ip });
      // The queue full: not a refusal of the photos, which the form sends again once told when.
      if (!prepared.ok && prepared.retryAfter)
        return {
          ok: false,
          status: 503,
          retryAfter: prepared.retryAfter,
          error: { title: messages.errorTitle, description: prepared.message },
        };
      if (!prepared.ok)
        return {
          ok: false,
          status: 400,
          error: { title: messages.errorTitle, description: prepared.message, fields: { photos: prepared.message } },
        };
      photos = { kind: photoWorkflow(kind), items: prepared.photos };
      writeContext.photos = prepared.photos.length;
    }
    if ('prepare' in writer) {
      const job = {
        ...writer.prepare(data, { ...writeContext, id: randomUUID() }),
        kind,
        limitKey,
        limit,
        now,
        keys,
        answer: notice,
        photos,
      };
      const outcome = await committer(ctx.db).submit(job);
      if (outcome === 'limited') throw new RateLimited();
      if (outcome === 'repeated') throw new Repeated();
    } else {
      await ctx.db.transaction(async (tx) => {
        if (keys && (await storedAnswer(tx, keys.lookup))) throw new Repeated();
        if (!(await consumeRateLimit(tx, limitKey, limit, now))) throw new RateLimited();
        if (keys && !(await claimKeys(tx, [{ key: keys.claim, kind, answer: notice, now }])).has(keys.claim))
          throw new Repeated();
        const mails = await writer.write(tx, data, writeContext);
        await queueMails(tx, [...mails.team, ...(await withinAddressLimit(tx, mails.visitor, now))]);
      });
    }
  } catch (error) {
    if (error instanceof RateLimited) {
      return { ok: false, status: 429, error: { title: messages.rateLimitedTitle, description: messages.rateLimited } };
    }
    if (error instanceof Repeated && keys) {
      const first = await repeatAnswer(ctx.db, kind, keys).catch(() => undefined);
      if (first) return first;
    }
    logError('requests', `${kind} could not be saved`, error);
    return { ok: false, status: 503, error: { title: messages.errorTitle, description: messages.sendFailed } };
  }
  metrics().leads.inc({ kind });
  notifyMailer();
  return { ok: true, notice };
}
