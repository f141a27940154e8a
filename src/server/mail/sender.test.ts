import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq, isNull } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, outbox } from '@/server/db/schema';
import { createRequest } from '@/server/requests';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { createDeliver, deliverDue } from './sender';

type Received = { to: string[]; raw: string };

/** A real SMTP server in this process, on a fixed port so that it can be stopped and started again. */
async function startSmtp(received: Received[], port = 0) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return { port: address.port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const quote = { name: 'Awa Koné', email: 'awa@example.ci', phone: '0700000001', service: 'Domotique', source: '/services/domotique · Demander un devis' };

for (const target of testDatabases) {
  describe(`mail delivery over SMTP on ${target.name}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    }, 60_000);
    afterAll(async () => database?.destroy());

    it('delivers the mails of a request, keeps the lead while SMTP is down, and sends once it is back', async () => {
      const { db } = database;
      const received: Received[] = [];
      const smtp = await startSmtp(received);
      const deliver = createDeliver(`smtp://127.0.0.1:${smtp.port}`);

      await createRequest('quote', quote, { db, ip: '10.1.0.1' });
      expect(await deliverDue(db, deliver)).toEqual({ sent: 2, failed: 0 });
      expect(received.flatMap((mail) => mail.to).sort()).toEqual(['awa@example.ci', 'contact@multitech-ivoire.ci']);
      const staff = await simpleParser(received.find((mail) => mail.to.includes('contact@multitech-ivoire.ci'))?.raw ?? '');
      expect(staff.subject).toBe('[Site] Demande de devis · Domotique — Awa Koné');
      expect(staff.text).toContain('Téléphone : 0700000001');
      expect(staff.replyTo?.text).toBe('awa@example.ci');
      expect(await deliverDue(db, deliver)).toEqual({ sent: 0, failed: 0 });

      // SMTP goes down: the request is still saved, its mails wait with the error recorded.
      await smtp.stop();
      const errors: unknown[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        const result = await createRequest('quote', { ...quote, email: 'down@example.ci' }, { db, ip: '10.1.0.2' });
        expect(result.ok).toBe(true);
        expect(await deliverDue(db, deliver)).toEqual({ sent: 0, failed: 2 });
      } finally {
        console.error = original;
      }
      expect(await db.select().from(quotes).where(eq(quotes.email, 'down@example.ci'))).toHaveLength(1);
      const waiting = await db.select().from(outbox).where(isNull(outbox.sentAt));
      expect(waiting).toHaveLength(2);
      expect(waiting.every((mail) => mail.attempts === 1 && mail.lastError && mail.nextAttemptAt > new Date())).toBe(true);
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
