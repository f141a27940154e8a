import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactTapScript, tapChannels } from '@/lib/contact-taps';
import { company } from '@/config/company';
import { whatsappHref } from '@/config/links';
import { staffWhatsappText } from '@/content/admin-contacts';
import { whatsappText } from '@/content/whatsapp';
import type { Db } from '@/server/db/client';
import { contactTaps, quotes, user, userRoles } from '@/server/db/schema';
import { getOverview, listRequests } from '@/server/admin/queries';
import { parseFilters } from '@/server/admin/filters';
import { kinds } from '@/server/admin/kinds';
import { RequestCard } from '@/components/admin/request-card';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { signedInCaller } from '../../tests/support/callers';
import {
  CONTACT_TAPS_PER_ADDRESS,
  contactTapSummary,
  parseContactTap,
  recordContactTap,
  TOP_TAP_PAGES,
} from './contact-taps';

// The card's status buttons are a client component: outside Next, its router is a stub.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

describe('a tap', () => {
  it('names one of the site’s pages and one channel, and nothing else', () => {
    expect(parseContactTap({ path: '/contact', channel: 'whatsapp' })).toEqual({
      path: '/contact',
      channel: 'whatsapp',
    });
    expect(parseContactTap({ path: '/', channel: 'tel' })).toEqual({ path: '/', channel: 'tel' });
    expect(parseContactTap({ path: '/services/climatisation', channel: 'mailto' })).toEqual({
      path: '/services/climatisation',
      channel: 'mailto',
    });
    for (const refused of [
      { path: '/nulle-part', channel: 'tel' },
      { path: '/admin', channel: 'tel' },
      { path: '/auth', channel: 'tel' },
      { path: '/contact/', channel: 'tel' },
      { path: '/contact?x=1', channel: 'tel' },
      { path: 'https://example.com/contact', channel: 'tel' },
      { path: '/contact', channel: 'sms' },
      { path: '/contact', channel: 'TEL' },
      { path: '/contact', channel: 'tel', who: 'awa@example.ci' },
      { path: '/contact' },
      { channel: 'tel' },
      { path: ['/contact'], channel: 'tel' },
      ['/contact', 'tel'],
      '/contact',
      null,
      42,
    ]) {
      expect(parseContactTap(refused), JSON.stringify(refused)).toBeNull();
    }
  });

  it('is counted in the page by an inline script that knows the three channels and fetches nothing until a tap', () => {
    for (const channel of tapChannels) expect(contactTapScript).toContain(`"${channel}"`);
    expect(contactTapScript).toContain('navigator.sendBeacon("/api/contact-taps"');
    expect(contactTapScript).not.toMatch(/fetch\(|XMLHttpRequest|cookie|localStorage/);
    expect(contactTapScript.length).toBeLessThan(400);
  });
});

describe('the WhatsApp links', () => {
  it('go to the company’s mobile line with the message typed, and to a visitor’s number from the back-office', () => {
    expect(company.whatsapp.e164).toMatch(/^\+225(?:01|05|07)\d{8}$/);
    expect(whatsappHref(whatsappText.pageMessage('Climatisation'))).toBe(
      `https://wa.me/${company.whatsapp.e164.slice(1)}?text=${encodeURIComponent('Bonjour Multitech Ivoire, je vous écris depuis la page Climatisation de votre site.')}`,
    );
    expect(whatsappHref('Bonjour', '+2250700000001')).toBe('https://wa.me/2250700000001?text=Bonjour');
  });
});

for (const target of testDatabases) {
  describe(`contact taps on ${target.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let ipCounter = 0;
    const nextIp = () => `10.9.0.${(ipCounter += 1)}`;
    const rows = async () => (await db.select({ n: count() }).from(contactTaps))[0]?.n ?? 0;

    beforeAll(async () => {
      database = await target.open();
      db = database.db;
    }, 60_000);
    afterAll(async () => database?.destroy());
    beforeEach(async () => {
      await db.delete(contactTaps);
    });

    it('counts taps per day in Abidjan, page and channel', async () => {
      const evening = new Date('2026-11-27T23:59:00Z');
      const morning = new Date('2026-11-28T00:01:00Z');
      const ip = nextIp();
      for (const [path, channel, now] of [
        ['/contact', 'whatsapp', evening],
        ['/contact', 'whatsapp', evening],
        ['/contact', 'tel', evening],
        ['/services/climatisation', 'whatsapp', evening],
        ['/contact', 'whatsapp', morning],
      ] as const) {
        expect(await recordContactTap({ path, channel }, { db, ip, now })).toBe('counted');
      }
      const stored = await db.select().from(contactTaps);
      expect(
        stored.sort((a, b) => `${a.day}${a.path}${a.channel}`.localeCompare(`${b.day}${b.path}${b.channel}`)),
      ).toEqual([
        { day: '2026-11-27', path: '/contact', channel: 'tel', n: 1 },
        { day: '2026-11-27', path: '/contact', channel: 'whatsapp', n: 2 },
        { day: '2026-11-27', path: '/services/climatisation', channel: 'whatsapp', n: 1 },
        { day: '2026-11-28', path: '/contact', channel: 'whatsapp', n: 1 },
      ]);
    });

    it('refuses an unknown page or channel, and stores nothing of it', async () => {
      const ctx = { db, ip: nextIp() };
      expect(await recordContactTap({ path: '/inconnue', channel: 'tel' }, ctx)).toBe('refused');
      expect(await recordContactTap({ path: '/contact', channel: 'sms' }, ctx)).toBe('refused');
      expect(await recordContactTap('{"path":"/contact","channel":"tel"}', ctx)).toBe('refused');
      expect(await rows()).toBe(0);
    });

    it('counts at most CONTACT_TAPS_PER_ADDRESS.max taps per address in a window; others and the next window still count', async () => {
      const now = new Date('2026-11-27T10:00:00Z');
      const ip = nextIp();
      const tap = { path: '/contact', channel: 'tel' };
      for (let index = 0; index < CONTACT_TAPS_PER_ADDRESS.max; index += 1)
        expect(await recordContactTap(tap, { db, ip, now })).toBe('counted');
      expect(await recordContactTap(tap, { db, ip, now })).toBe('limited');
      expect(await recordContactTap({ path: '/', channel: 'whatsapp' }, { db, ip, now })).toBe('limited');
      expect(await recordContactTap(tap, { db, ip: nextIp(), now })).toBe('counted');
      const later = new Date(now.getTime() + CONTACT_TAPS_PER_ADDRESS.windowSeconds * 1000);
      expect(await recordContactTap(tap, { db, ip, now: later })).toBe('counted');
      const [row] = await db.select().from(contactTaps);
      expect(row?.n).toBe(CONTACT_TAPS_PER_ADDRESS.max + 2);
    });

    it('sums the days since the one asked, per channel, and ranks the first pages', async () => {
      const taps: [string, string, string, number][] = [
        ['2026-10-01', '/contact', 'tel', 50],
        ['2026-11-01', '/contact', 'tel', 3],
        ['2026-11-02', '/contact', 'whatsapp', 4],
        ['2026-11-02', '/services/energie', 'mailto', 2],
        ['2026-11-03', '/', 'tel', 1],
        ['2026-11-03', '/solutions/support-24-7', 'whatsapp', 6],
        ['2026-11-03', '/blog', 'mailto', 1],
        ['2026-11-03', '/about', 'tel', 1],
        ['2026-11-03', '/references', 'tel', 1],
      ];
      await db.insert(contactTaps).values(taps.map(([day, path, channel, n]) => ({ day, path, channel, n })));
      // A channel of another deployment is left out.
      await db.insert(contactTaps).values({ day: '2026-11-03', path: '/contact', channel: 'fax', n: 9 });
      const summary = await contactTapSummary(db, '2026-11-01');
      expect(summary.perChannel).toEqual({ tel: 6, whatsapp: 10, mailto: 3 });
      expect(summary.total).toBe(19);
      expect(summary.topPages).toHaveLength(TOP_TAP_PAGES);
      expect(summary.topPages.slice(0, 3)).toEqual([
        { path: '/contact', total: 7, perChannel: { tel: 3, whatsapp: 4, mailto: 0 } },
        { path: '/solutions/support-24-7', total: 6, perChannel: { tel: 0, whatsapp: 6, mailto: 0 } },
        { path: '/services/energie', total: 2, perChannel: { tel: 0, whatsapp: 0, mailto: 2 } },
      ]);
      // Ties by path.
      expect(summary.topPages.slice(3).map((page) => page.path)).toEqual(['/', '/about']);
      expect(await contactTapSummary(db, '2026-12-01')).toEqual({
        total: 0,
        perChannel: { tel: 0, whatsapp: 0, mailto: 0 },
        topPages: [],
      });
    });

    it('shows in the back-office overview, over its days, to staff', async () => {
      await db.insert(user).values({ id: 'u-taps', name: 'chef', email: 'chef-taps@example.ci', emailVerified: true });
      await db.insert(userRoles).values({ userId: 'u-taps', role: 'admin' });
      const admin = await signedInCaller(db, { id: 'u-taps', email: 'chef-taps@example.ci' });
      const now = new Date('2026-11-27T10:00:00Z');
      await db.insert(contactTaps).values([
        { day: '2026-11-27', path: '/contact', channel: 'whatsapp', n: 2 },
        { day: '2026-10-29', path: '/contact', channel: 'tel', n: 5 },
        // Past the overview's 30 days.
        { day: '2026-10-28', path: '/contact', channel: 'mailto', n: 7 },
      ]);
      const { contactTaps: summary } = await getOverview(admin, now);
      expect(summary.perChannel).toEqual({ tel: 5, whatsapp: 2, mailto: 0 });
      expect(summary.topPages).toEqual([
        { path: '/contact', total: 7, perChannel: { tel: 5, whatsapp: 2, mailto: 0 } },
      ]);

      // A request's own page offers WhatsApp to a visitor whose number could be read, with a greeting naming the request.
      await db.insert(quotes).values([
        {
          name: 'Awa Koné',
          email: 'awa-wa@example.ci',
          phone: '07 00 00 00 42',
          phoneE164: '+2250700000042',
          service: 'Climatisation',
          source: '/ · test',
        },
        {
          name: 'Yao Sans',
          email: 'yao-wa@example.ci',
          phone: 'pas de numéro',
          phoneE164: null,
          service: 'Climatisation',
          source: '/ · test',
        },
      ]);
      const [awa] = (await listRequests(admin, parseFilters({ onglet: 'devis', q: 'awa-wa@example.ci' }))).rows;
      const [yao] = (await listRequests(admin, parseFilters({ onglet: 'devis', q: 'yao-wa@example.ci' }))).rows;
      const card = (row: typeof awa, standalone: boolean) =>
        renderToStaticMarkup(
          createElement(RequestCard, { row: row!, kind: 'quotes', workflow: kinds.quotes.workflow, standalone }),
        );
      const greeting =
        'Bonjour Awa Koné, Multitech Ivoire vous répond au sujet de votre demande de devis (Climatisation).';
      expect(staffWhatsappText.greeting('Awa Koné', 'quotes', 'Climatisation')).toBe(greeting);
      expect(card(awa, true)).toContain(
        `href="https://wa.me/2250700000042?text=${encodeURIComponent(greeting).replace(/'/g, '&#x27;')}"`,
      );
      expect(card(awa, true)).toContain(`${staffWhatsappText.label}<span class="sr-only"> (nouvel onglet)</span>`);
      expect(card(awa, false)).not.toContain('wa.me');
      expect(card(yao, true)).not.toContain('wa.me');
    });
  });
}
