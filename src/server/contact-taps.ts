/**
 * Contacts that never reach a form (issue 30): taps on call, WhatsApp and mail links, counted per day (in Abidjan),
 * page and channel in `contact_taps`. The beacon names a page and a channel, nothing else; the visitor's address
 * serves only the per-address limit (rate_limits, purged with the other windows) and is never stored with a count.
 */
import { gte, sql } from 'drizzle-orm';
import { tapChannels, type TapChannel } from '@/lib/contact-taps';
import { todayIso } from '@/lib/dates';
import { publicRoutes } from '@/lib/routes';
import type { Db } from '@/server/db/client';
import { contactTaps } from '@/server/db/schema';
import { consumeRateLimit, type RateLimit } from '@/server/rate-limit';

/** The beacon's body: `{"path":"/services/energie","channel":"whatsapp"}`, well under this. */
export const CONTACT_TAP_BODY_CAP = 256;

/**
 * Taps counted per visitor address (an IPv6 /64 as one): enough for a visitor who calls, calls again and writes, and
 * for the many phones behind one mobile operator's address; a client that sends more inflates nothing.
 */
export const CONTACT_TAPS_PER_ADDRESS: RateLimit = { max: 30, windowSeconds: 60 * 60 };

/** Pages the overview names, most taps first. */
export const TOP_TAP_PAGES = 5;

/** The site's own pages, and nothing else: the counts' rows stay a few per day whatever a client sends. */
const knownPaths: ReadonlySet<string> = new Set(publicRoutes);

export type ContactTap = { path: string; channel: TapChannel };

/** The tap a body names, or null when it names anything else than one of the site's pages and one channel. */
export function parseContactTap(input: unknown): ContactTap | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { path, channel, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof path !== 'string' || !knownPaths.has(path)) return null;
  if (typeof channel !== 'string' || !tapChannels.includes(channel as TapChannel)) return null;
  return { path, channel: channel as TapChannel };
}

export type ContactTapContext = { db: Db; ip: string; now?: Date };

/** `counted`; `refused`, a body that is not a tap on a known page; `limited`, the address has sent its share. */
export type ContactTapOutcome = 'counted' | 'refused' | 'limited';

/** Counts one tap, within the address's limit, in one transaction. A database failure throws. */
export async function recordContactTap(input: unknown, ctx: ContactTapContext): Promise<ContactTapOutcome> {
  const tap = parseContactTap(input);
  if (!tap) return 'refused';
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeRateLimit(tx, `tap:${ctx.ip}`, CONTACT_TAPS_PER_ADDRESS, now))) return 'limited';
    await tx
      .insert(contactTaps)
      .values({ day: todayIso(now), path: tap.path, channel: tap.channel, n: 1 })
      .onConflictDoUpdate({
        target: [contactTaps.day, contactTaps.path, contactTaps.channel],
        set: { n: sql`${contactTaps.n} + 1` },
      });
    return 'counted';
  });
}

export type ChannelCounts = Record<TapChannel, number>;

export type ContactTapSummary = {
  total: number;
  perChannel: ChannelCounts;
  /** The pages with the most taps, at most TOP_TAP_PAGES, each with its count per channel. */
  topPages: { path: string; total: number; perChannel: ChannelCounts }[];
};

const noTaps = (): ChannelCounts => ({ tel: 0, whatsapp: 0, mailto: 0 });

/**
 * Taps since the day `since` (YYYY-MM-DD, in Abidjan), for the back-office overview. It reads one row per page and
 * channel (a few dozen: the pages are the site's own), so the ranking is done here. The caller checks the reader's
 * rights (server/admin/queries.ts's getOverview).
 */
export async function contactTapSummary(db: Db, since: string): Promise<ContactTapSummary> {
  const rows = await db
    .select({
      path: contactTaps.path,
      channel: contactTaps.channel,
      n: sql<number>`sum(${contactTaps.n})`.mapWith(Number),
    })
    .from(contactTaps)
    .where(gte(contactTaps.day, since))
    .groupBy(contactTaps.path, contactTaps.channel);
  const perChannel = noTaps();
  const pages = new Map<string, { path: string; total: number; perChannel: ChannelCounts }>();
  for (const { path, channel, n } of rows) {
    // A channel this code does not know (another deployment's) is left out rather than miscounted.
    if (!tapChannels.includes(channel as TapChannel) || n <= 0) continue;
    perChannel[channel as TapChannel] += n;
    const page = pages.get(path) ?? { path, total: 0, perChannel: noTaps() };
    page.total += n;
    page.perChannel[channel as TapChannel] += n;
    pages.set(path, page);
  }
  const topPages = [...pages.values()]
    .sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1))
    .slice(0, TOP_TAP_PAGES);
  return { total: tapChannels.reduce((sum, channel) => sum + perChannel[channel], 0), perChannel, topPages };
}
