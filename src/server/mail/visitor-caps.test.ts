import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalAddress } from '@/lib/canonical-address';
import { VISITOR_MAILS_PER_ADDRESS, VISITOR_MAILS_PER_HOUR } from '@/server/rate-limit';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { allowVisitorMails, droppedVisitorMails } from './visitor-caps';

describe('the canonical address', () => {
  it('is one per inbox: case, +tag, and a Gmail address’s dots do not make another', () => {
    expect(
      ['Awa.Kone+devis@GMAIL.com', 'awakone@googlemail.com', 'a.w.a.k.o.n.e@gmail.com', ' awakone+x+y@gmail.com '].map(
        canonicalAddress,
      ),
    ).toEqual(Array(4).fill('awakone@gmail.com'));
    // Dots count elsewhere; a +tag does not.
    expect(canonicalAddress('awa.kone+devis@example.ci')).toBe('awa.kone@example.ci');
    expect(canonicalAddress('+devis@example.ci')).toBe('+devis@example.ci');
  });
});

describe.each(testDatabases)('the caps on mails to visitors on $name', { timeout: 60_000 }, (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  }, 60_000);
  afterAll(async () => database?.destroy());

  it('sends one inbox 3 mails of a kind a day however its address is written, each kind counted apart', async () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const variants = [
      'awa.kone@gmail.com',
      'Awa.Kone+1@gmail.com',
      'awakone+2@googlemail.com',
      'a.wa.ko.ne+3@gmail.com',
    ];
    const resets = await database.db.transaction((tx) =>
      allowVisitorMails(
        tx,
        variants.map((to) => ({ kind: 'reset', to, now })),
      ),
    );
    expect(resets).toEqual([true, true, true, false]);
    expect(VISITOR_MAILS_PER_ADDRESS.max).toBe(3);
    const confirmations = await database.db.transaction((tx) =>
      allowVisitorMails(tx, [{ kind: 'confirm', to: 'awakone@gmail.com', now }]),
    );
    expect(confirmations).toEqual([true]);
    // A day later the count starts again.
    const tomorrow = new Date(now.getTime() + 86_400_000);
    expect(
      await database.db.transaction((tx) =>
        allowVisitorMails(tx, [{ kind: 'reset', to: 'awakone@gmail.com', now: tomorrow }]),
      ),
    ).toEqual([true]);
  });

  it('sends at most 300 mails an hour to all visitors, and counts the ones it drops for the back-office', async () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const mails = Array.from({ length: VISITOR_MAILS_PER_HOUR.max + 5 }, (_, n) => ({
      kind: 'ack' as const,
      to: `visiteur-${n}@example.ci`,
      now,
    }));
    const allowed = await database.db.transaction((tx) => allowVisitorMails(tx, mails));
    expect(allowed.filter(Boolean)).toHaveLength(VISITOR_MAILS_PER_HOUR.max);
    expect(allowed.slice(-5)).toEqual([false, false, false, false, false]);
    expect(await droppedVisitorMails(database.db, new Date(now.getTime() - 86_400_000))).toBe(5);
    // The next hour sends again.
    const later = new Date(now.getTime() + 3_600_000);
    expect(
      await database.db.transaction((tx) =>
        allowVisitorMails(tx, [{ kind: 'ack', to: 'encore@example.ci', now: later }]),
      ),
    ).toEqual([true]);
  });
});
