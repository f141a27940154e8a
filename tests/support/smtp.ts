import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A mail as the SMTP server received it: the envelope's recipients and the raw message (mailparser reads it). */
export type Received = { to: string[]; raw: string };

/** A real SMTP server in this process, on a fixed port so that it can be stopped and started again. */
export async function startSmtp(received: Received[], port = 0, options: SMTPServerOptions = {}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...options,
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
