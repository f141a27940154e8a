/**
 * The client side of the server's admin socket (DATA_DIR/admin.sock, served by admin-commands.ts): where it is and how
 * one command is sent. Light on purpose: `npm run admin`, `npm run backup` and the end-to-end tests load it without
 * the database or better-auth.
 */
import { connect } from 'node:net';
import { join } from 'node:path';

export type AdminCommandResult = { ok: boolean; message: string };

export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

/** Sends one command to the server listening on `path` and returns its answer. */
export function askServer(path: string, words: string[], timeoutMs = 600_000): Promise<AdminCommandResult> {
  return new Promise((resolve, reject) => {
    const socket = connect(path);
    let reply = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('no answer')));
    socket.on('connect', () => socket.write(`${JSON.stringify(words)}\n`));
    socket.on('data', (chunk) => (reply += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply) as AdminCommandResult);
      } catch (error) {
        reject(error);
      }
    });
    socket.on('error', reject);
  });
}
