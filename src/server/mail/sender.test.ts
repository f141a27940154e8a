import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, isNull, like } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quotes, outbox, rateLimits } from '@/server/db/schema';
import { createRequest } from '@/server/requests';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import {
  FAILED_MAIL_RETENTION_DAYS,
  LINK_MAIL_FILE_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_DAYS,
  SENT_MAIL_RETENTION_DAYS,
} from '@/config/retention';
import { STAFF_INVITATION_DAYS } from '@/config/security';
import { invitationMailText, linkRemovedText } from '@/content/mails';
import { accountMail } from '@/server/auth/auth';
import { invitationUrl } from '@/server/admin/team';
import { queueMails } from './outbox';
import { purgeExpiredRows } from '@/server/retention';
import { createDeliver, deliverDue, MAX_ATTEMPTS, purgeMailFiles, retryDelayMs, type Deliver } from './sender';
import { captureLog } from '../../../tests/support/log';
import { startSmtp, type Received } from '../../../tests/support/smtp';

/** An error as smtp-server sends it to the client: `code` is the SMTP reply code. */
const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

const quote = {
  name: 'Awa Koné',
  email: 'awa@example.ci',
  phone: '0700000001',
  service: 'Domotique',
  source: '/services/domotique · Demander un devis',
};

for (const target of testDatabases) {
  describe(`mail delivery over SMTP on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('hands each address to nodemailer as one: a list or a display name slipped into a row never makes a second recipient', async () => {
      const { db } = database;
      const received: Received[] = [];
      const smtp = await startSmtp(received);
      const log = captureLog();
      try {
        await db.insert(outbox).values([
          { to: 'liste@example.ci, intrus@example.org', subject: 'liste', text: 't' },
          { to: 'Nom <intrus2@example.org>', replyTo: 'a@example.ci; intrus3@example.org', subject: 'nom', text: 't' },
        ]);
        await deliverDue(db, createDeliver(`smtp://127.0.0.1:${smtp.port}`));
      } finally {
        log.restore();
        await smtp.stop();
        await db.delete(outbox);
      }
      const recipients = received.flatMap((mail) => mail.to);
      for (const intruder of ['intrus@example.org', 'intrus2@example.org', 'intrus3@example.org'])
        expect(recipients).not.toContain(intruder);
      expect(received.every((mail) => mail.to.length <= 1)).toBe(true);
    });

    it('delivers the mails of a request, keeps the lead while SMTP is down, and sends once it is back', async () => {
      const { db } = database;
      const received: Received[] = [];
      const smtp = await startSmtp(received);
      const deliver = createDeliver(`smtp://127.0.0.1:${smtp.port}`);

      await createRequest('quote', quote, { db, ip: '10.1.0.1' });
      expect(await deliverDue(db, deliver)).toEqual({ sent: 2, failed: 0 });
      expect(received.flatMap((mail) => mail.to).sort()).toEqual(['awa@example.ci', 'contact@multitech-ivoire.ci']);
      const staff = await simpleParser(
        received.find((mail) => mail.to.includes('contact@multitech-ivoire.ci'))?.raw ?? '',
      );
      expect(staff.subject).toBe('[Site] Demande de devis · Domotique — Awa Koné');
      expect(staff.text).toContain('Téléphone\u202f: 0700000001');
      expect(staff.replyTo?.text).toBe('awa@example.ci');
      expect(await deliverDue(db, deliver)).toEqual({ sent: 0, failed: 0 });

      // SMTP goes down: the request is still saved, its mails wait with the error recorded.
      await smtp.stop();
      const log = captureLog();
      try {
        const result = await createRequest('quote', { ...quote, email: 'down@example.ci' }, { db, ip: '10.1.0.2' });
        expect(result.ok).toBe(true);
        expect(await deliverDue(db, deliver)).toEqual({ sent: 0, failed: 2 });
      } finally {
        log.restore();
      }
      expect(await db.select().from(quotes).where(eq(quotes.email, 'down@example.ci'))).toHaveLength(1);
      const waiting = await db.select().from(outbox).where(isNull(outbox.sentAt));
      expect(waiting).toHaveLength(2);
      expect(waiting.every((mail) => mail.attempts === 1 && mail.lastError && mail.nextAttemptAt > new Date())).toBe(
        true,
      );
      // Not due yet: nothing is retried before its backoff.
      expect(await deliverDue(db, deliver)).toEqual({ sent: 0, failed: 0 });

      // SMTP comes back on the same port: once due, the mails go out, once.
      const again = await startSmtp(received, smtp.port);
      try {
        const later = new Date(Date.now() + 60 * 60_000);
        expect(await deliverDue(db, deliver, { now: later })).toEqual({ sent: 2, failed: 0 });
        expect(await deliverDue(db, deliver, { now: later })).toEqual({ sent: 0, failed: 0 });
        expect(received.filter((mail) => mail.to.includes('down@example.ci'))).toHaveLength(1);
      } finally {
        await again.stop();
      }
    });
  });
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The error lines logged while `run` runs, as `[scope] message: error`, and nothing printed. */
async function errorsDuring(run: () => Promise<void>): Promise<string[]> {
  const log = captureLog();
  try {
    await run();
  } finally {
    log.restore();
  }
  return log.errors();
}

describe('MAX_ATTEMPTS', () => {
  it('spreads the retries over about half a day with the backoff', () => {
    const span = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1)).reduce(
      (total, delay) => total + delay,
      0,
    );
    // 30 s + 1 + 2 + 4 + 8 + 16 + 32 min, then 11 × 1 h.
    expect(span).toBe(43_410_000);
    expect(span).toBeGreaterThan(11 * HOUR_MS);
    expect(span).toBeLessThan(13 * HOUR_MS);
  });
});

for (const target of testDatabases) {
  describe(`outbox hygiene on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    }, 60_000);
    afterAll(async () => database?.destroy());
    afterEach(async () => {
      await database.db.delete(outbox);
    });

    const queue = async (...to: string[]) =>
      (
        await database.db
          .insert(outbox)
          .values(to.map((address) => ({ to: address, subject: `Pour ${address}`, text: 'Bonjour' })))
          .returning()
      ).map((row) => row.id);
    const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

    it('gives a mail up after MAX_ATTEMPTS failures, never picks it again, and logs no error message', async () => {
      const { db } = database;
      const [id] = await queue('awa@example.ci');
      let calls = 0;
      const failing = async () => {
        calls += 1;
        throw new Error('connect ECONNREFUSED for awa@example.ci');
      };
      // Each round is far enough in the future for the backoff to have passed.
      const round = (index: number) => deliverDue(db, failing, { now: new Date(Date.now() + (index + 1) * DAY_MS) });
      const logs = await errorsDuring(async () => {
        for (let index = 0; index < MAX_ATTEMPTS - 1; index += 1)
          expect(await round(index)).toEqual({ sent: 0, failed: 1 });
        const before = await rowOf(id!);
        expect(before.attempts).toBe(MAX_ATTEMPTS - 1);
        expect(before.failedAt).toBeNull();

        expect(await round(MAX_ATTEMPTS)).toEqual({ sent: 0, failed: 1 });
        expect(await round(MAX_ATTEMPTS + 1)).toEqual({ sent: 0, failed: 0 });
        expect(await deliverDue(db, failing, { now: new Date(Date.now() + 365 * DAY_MS) })).toEqual({
          sent: 0,
          failed: 0,
        });
      });
      expect(calls).toBe(MAX_ATTEMPTS);
      const after = await rowOf(id!);
      expect(after.attempts).toBe(MAX_ATTEMPTS);
      expect(after.failedAt).toBeInstanceOf(Date);
      expect(after.sentAt).toBeNull();
      expect(after.lastError).toBe('connect ECONNREFUSED for awa@example.ci');
      expect(logs).toHaveLength(MAX_ATTEMPTS);
      expect(logs[0]).toBe(`[mail] mail ${id} not delivered (attempt 1), will retry: Error`);
      expect(logs.at(-1)).toBe(`[mail] mail ${id} not delivered (attempt ${MAX_ATTEMPTS}), given up: Error`);
    });

    it('gives a mail up at once on a 5xx answer, and retries a 4xx one or a refused login', async () => {
      const { db } = database;
      const received: Received[] = [];
      const smtp = await startSmtp(received, 0, {
        onRcptTo(address, _session, callback) {
          if (address.address === 'inconnu@example.ci') return callback(smtpError('Mailbox unavailable', 550));
          if (address.address === 'plus-tard@example.ci') return callback(smtpError('Try again later', 451));
          callback();
        },
      });
      const [unknown, later, known] = await queue('inconnu@example.ci', 'plus-tard@example.ci', 'awa@example.ci');
      try {
        const logs = await errorsDuring(async () => {
          // A second on: PostgreSQL stamps the mails in microseconds, the sender's clock in milliseconds, and within the
          // same millisecond a mail just queued is not due yet.
          expect(
            await deliverDue(db, createDeliver(`smtp://127.0.0.1:${smtp.port}`), { now: new Date(Date.now() + 1_000) }),
          ).toEqual({ sent: 1, failed: 2 });
        });
        expect(logs.sort()).toEqual(
          [
            `[mail] mail ${later} not delivered (attempt 1), will retry: Error EENVELOPE`,
            `[mail] mail ${unknown} not delivered (attempt 1), given up: Error EENVELOPE`,
          ].sort(),
        );
      } finally {
        await smtp.stop();
      }
      expect(received.map((mail) => mail.to)).toEqual([['awa@example.ci']]);
      const refused = await rowOf(unknown!);
      expect(refused).toMatchObject({ attempts: 1, sentAt: null });
      expect(refused.failedAt).toBeInstanceOf(Date);
      expect(refused.lastError).toContain('550 Mailbox unavailable');
      const delayed = await rowOf(later!);
      expect(delayed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect((await rowOf(known!)).sentAt).toBeInstanceOf(Date);

      // A day later only the 4xx one is tried again.
      const again = await startSmtp(received, 0);
      try {
        expect(
          await deliverDue(db, createDeliver(`smtp://127.0.0.1:${again.port}`), { now: new Date(Date.now() + DAY_MS) }),
        ).toEqual({ sent: 1, failed: 0 });
      } finally {
        await again.stop();
      }
      expect(received.map((mail) => mail.to)).toEqual([['awa@example.ci'], ['plus-tard@example.ci']]);

      // A refused login (535) is our configuration, not the mail's: it waits for the fix.
      const [waiting] = await queue('patient@example.ci');
      const locked = await startSmtp(received, 0, {
        authOptional: false,
        allowInsecureAuth: true,
        onAuth: (_auth, _session, callback) => callback(smtpError('Invalid username or password', 535)),
      });
      try {
        const logs = await errorsDuring(async () => {
          expect(await deliverDue(db, createDeliver(`smtp://site:mauvais@127.0.0.1:${locked.port}`))).toEqual({
            sent: 0,
            failed: 1,
          });
        });
        expect(logs).toEqual([`[mail] mail ${waiting} not delivered (attempt 1), will retry: Error EAUTH`]);
      } finally {
        await locked.stop();
      }
      expect(await rowOf(waiting!)).toMatchObject({ attempts: 1, failedAt: null, sentAt: null });
    });

    /** A staff invitation as team.ts queues it: the link with its token, in the text. */
    const invitation = (to: string, token: string) =>
      accountMail(to, invitationUrl(token), invitationMailText('chef@example.ci', 'agent', STAFF_INVITATION_DAYS));

    it('keeps only the metadata of a mail that carried a link once delivered, and every other mail whole', async () => {
      const { db } = database;
      await db.transaction((tx) =>
        queueMails(tx, [
          invitation('recrue@example.ci', 'jeton-invitation-123'),
          { to: 'awa@example.ci', subject: 'Accusé', text: 'Bonjour Awa' },
        ]),
      );
      const delivered: string[] = [];
      const deliver: Deliver = async (row) => {
        delivered.push(row.text);
      };
      expect(await deliverDue(db, deliver, { now: new Date(Date.now() + 1_000) })).toEqual({ sent: 2, failed: 0 });
      // The recipient got the link; the outbox keeps who, what subject and when.
      expect(delivered.some((text) => text.includes('jeton-invitation-123'))).toBe(true);
      const rows = await db.select().from(outbox);
      const sentInvitation = rows.find((row) => row.to === 'recrue@example.ci')!;
      expect(sentInvitation).toMatchObject({
        subject: invitationMailText('', '', 0).subject,
        text: linkRemovedText,
        html: null,
        failedAt: null,
      });
      expect(sentInvitation.sentAt).toBeInstanceOf(Date);
      expect(rows.find((row) => row.to === 'awa@example.ci')).toMatchObject({ text: 'Bonjour Awa' });
      expect(JSON.stringify(rows)).not.toContain('jeton-invitation-123');
    });

    it('keeps only the metadata of a mail that carried a link once given up', async () => {
      const { db } = database;
      await db.transaction((tx) => queueMails(tx, [invitation('inconnu@example.ci', 'jeton-perdu-456')]));
      const refusing: Deliver = async () => {
        throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      };
      await errorsDuring(async () => {
        expect(await deliverDue(db, refusing, { now: new Date(Date.now() + 1_000) })).toEqual({ sent: 0, failed: 1 });
      });
      const [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ text: linkRemovedText, html: null, lastError: 'Mailbox unavailable', sentAt: null });
      expect(row!.failedAt).toBeInstanceOf(Date);
    });

    it('keeps whole a mail no template declared secret, whatever link its text quotes (a visitor may type one)', async () => {
      const { db } = database;
      const typed = 'Mon message : http://localhost:3000/api/auth/reset-password/jeton-tape-789?token=abc';
      await db.transaction((tx) =>
        queueMails(tx, [
          { to: 'contact@example.ci', subject: 'Nouvelle demande', text: typed, html: `<p>${typed}</p>` },
        ]),
      );
      expect(await deliverDue(db, async () => undefined, { now: new Date(Date.now() + 1_000) })).toEqual({
        sent: 1,
        failed: 0,
      });
      await purgeExpiredRows(db);
      const [row] = await db.select().from(outbox);
      expect(row).toMatchObject({ text: typed, html: `<p>${typed}</p>` });
      expect(row!.sentAt).toBeInstanceOf(Date);
    });

    it(`deletes sent mails after ${SENT_MAIL_RETENTION_DAYS} days, failed ones after ${FAILED_MAIL_RETENTION_DAYS}, and old rate-limit windows`, async () => {
      const { db } = database;
      const now = new Date(Date.UTC(2026, 10, 20, 12));
      const ago = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
      const mail = (subject: string, dates: Partial<typeof outbox.$inferInsert>) => ({
        to: 'awa@example.ci',
        subject,
        text: 'Bonjour',
        createdAt: ago(400),
        ...dates,
      });
      await db.insert(outbox).values([
        mail('sent-old', { sentAt: ago(SENT_MAIL_RETENTION_DAYS, 1) }),
        mail('sent-recent', { sentAt: ago(SENT_MAIL_RETENTION_DAYS, -1) }),
        mail('failed-old', { failedAt: ago(FAILED_MAIL_RETENTION_DAYS, 1) }),
        mail('failed-recent', { failedAt: ago(FAILED_MAIL_RETENTION_DAYS, -1) }),
        // Neither sent nor given up: still waiting, whatever its age.
        mail('waiting', { nextAttemptAt: ago(300) }),
      ]);
      await db.insert(rateLimits).values([
        { key: 'purge:old', windowStart: ago(RATE_LIMIT_RETENTION_DAYS, 1), count: 3 },
        { key: 'purge:recent', windowStart: ago(RATE_LIMIT_RETENTION_DAYS, -1), count: 3 },
      ]);

      await purgeExpiredRows(db, now);

      const subjects = (await db.select({ subject: outbox.subject }).from(outbox)).map((row) => row.subject).sort();
      expect(subjects).toEqual(['failed-recent', 'sent-recent', 'waiting']);
      const keys = (
        await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'purge:%'))
      ).map((row) => row.key);
      expect(keys).toEqual(['purge:recent']);
      await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
    });
  });
}

describe('the file deliverer (no SMTP)', () => {
  it('writes owner-only .eml files and logs the file name only, never a link or a subject', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-outbox-'));
    const directory = join(root, 'outbox');
    const link = 'http://localhost:3000/api/auth/verify-email?token=secret-token-123&callbackURL=%2F';
    const row: typeof outbox.$inferSelect = {
      id: '6f9619ff-8b86-4d01-b42d-00cf4fc964ff',
      // A mail whose template declared its link a secret (secrets.ts).
      secret: true,
      to: 'awa@example.ci',
      replyTo: null,
      subject: 'Confirmez votre adresse e-mail',
      text: `Bonjour,\n\nConfirmez votre adresse : ${link}\n`,
      html: `<p><a href="${link}">Confirmer</a></p>`,
      attempts: 0,
      nextAttemptAt: new Date(),
      sentAt: null,
      failedAt: null,
      lastError: null,
      createdAt: new Date(Date.UTC(2026, 10, 20, 8, 30)),
    };
    const log = captureLog();
    try {
      await createDeliver('', directory)(row);
    } finally {
      log.restore();
    }
    try {
      // A mail with a one-use link is named so: the purge deletes it sooner.
      const name = '2026-11-20T08-30-00-000Z-6f9619ff-8b86-4d01-b42d-00cf4fc964ff.link.eml';
      expect(readdirSync(directory)).toEqual([name]);
      // Every field of the one line: the file's name, and nothing of the mail.
      expect(log.lines).toEqual([
        {
          level: 'info',
          time: expect.any(String),
          pid: process.pid,
          scope: 'mail',
          file: `outbox/${name}`,
          msg: 'written to the outbox directory',
        },
      ]);
      expect(statSync(directory).mode & 0o777).toBe(0o700);
      expect(statSync(join(directory, name)).mode & 0o777).toBe(0o600);
      // The link is in the file, where the mail belongs.
      expect(readFileSync(join(directory, name), 'utf8')).toContain('secret-token-123');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the purge of the outbox directory', () => {
  it(`deletes .eml files after ${SENT_MAIL_RETENTION_DAYS} days, and those with a link after ${LINK_MAIL_FILE_RETENTION_DAYS}, the longest life of a link`, async () => {
    expect(LINK_MAIL_FILE_RETENTION_DAYS).toBeGreaterThanOrEqual(STAFF_INVITATION_DAYS);
    expect(LINK_MAIL_FILE_RETENTION_DAYS).toBeLessThan(SENT_MAIL_RETENTION_DAYS);
    const root = mkdtempSync(join(tmpdir(), 'site-outbox-purge-'));
    const directory = join(root, 'outbox');
    try {
      expect(await purgeMailFiles(directory)).toBe(0);
      // Written by the deliverer itself, so that the names are the ones it gives.
      const row = (id: string, text: string, secret: boolean): typeof outbox.$inferSelect => ({
        id,
        secret,
        to: 'awa@example.ci',
        replyTo: null,
        subject: 'Bonjour',
        text,
        html: null,
        attempts: 0,
        nextAttemptAt: new Date(),
        sentAt: null,
        failedAt: null,
        lastError: null,
        createdAt: new Date(),
      });
      const deliver = createDeliver('', directory);
      const log = captureLog();
      try {
        for (const [id, text, secret] of [
          ['00000000-0000-4000-8000-000000000001', 'Votre demande est reçue.', false],
          ['00000000-0000-4000-8000-000000000002', 'Votre demande est reçue.', false],
          // The invitations' template declared their link a secret (secrets.ts).
          ['00000000-0000-4000-8000-000000000003', `Ouvrez ${invitationUrl('jeton-recent')}`, true],
          ['00000000-0000-4000-8000-000000000004', `Ouvrez ${invitationUrl('jeton-ancien')}`, true],
        ] as const) {
          await deliver(row(id, text, secret));
        }
      } finally {
        log.restore();
      }
      writeFileSync(join(directory, 'notes.txt'), 'pas un mail');
      const now = new Date();
      const age = (id: string, days: number) => {
        const name = readdirSync(directory).find((file) => file.includes(id))!;
        const at = new Date(now.getTime() - days * DAY_MS);
        utimesSync(join(directory, name), at, at);
        return name;
      };
      const plainRecent = age('0001', SENT_MAIL_RETENTION_DAYS - 1);
      age('0002', SENT_MAIL_RETENTION_DAYS + 1);
      const linkRecent = age('0003', LINK_MAIL_FILE_RETENTION_DAYS - 1);
      age('0004', LINK_MAIL_FILE_RETENTION_DAYS + 1);
      utimesSync(join(directory, 'notes.txt'), new Date(0), new Date(0));
      mkdirSync(join(directory, 'dossier.eml'));
      utimesSync(join(directory, 'dossier.eml'), new Date(0), new Date(0));

      expect(await purgeMailFiles(directory, now)).toBe(2);
      expect(readdirSync(directory).sort()).toEqual([plainRecent, linkRecent, 'dossier.eml', 'notes.txt'].sort());
      expect(linkRecent.endsWith('.link.eml')).toBe(true);
      expect(plainRecent.endsWith('.link.eml')).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
