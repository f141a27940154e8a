/**
 * The `.eml` files of an erased person (issue 29). Without SMTP, the sender writes each mail as a file under
 * DATA_DIR/outbox (`<created-at>-<row id>.eml`), which outlives its outbox row: the erasure deletes the files of the rows
 * it deletes, and any other file that names the person (their address, or the back-office link of one of their
 * requests, which every team notification and assignment mail carries), read through its transfer encoding.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from '@/server/db/client';

/** Where the file transport writes (server/mail/sender.ts's default). */
export const outboxDirectory = () => join(dataDir(), 'outbox');

/** Whether the file transport has written anything there (with SMTP, the directory never exists). */
export const holdsMailFiles = (directory: string) =>
  stat(directory).then(
    (found) => found.isDirectory(),
    () => false,
  );

/** Quoted-printable, as nodemailer writes it: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A MIME file's text as a person would read it: as written, its quoted-printable parts decoded, and its base64 parts. */
export function readableMail(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map(([, body]) => Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [raw, decodeQuotedPrintable(raw), ...base64Parts].join('\n').toLowerCase();
}

/**
 * Deletes the `.eml` files of `directory` that belong to one of the outbox rows `ids`, or whose text contains one of
 * `needles` (compared in lower case). Returns how many went. A missing directory (SMTP in use) holds nothing.
 */
export async function eraseMailFiles(
  directory: string,
  { ids, needles }: { ids: string[]; needles: string[] },
): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const rowIds = new Set(ids);
  const wanted = needles.map((needle) => needle.toLowerCase()).filter(Boolean);
  let erased = 0;
  for (const name of names) {
    const path = join(directory, name);
    let match = rowIds.has(/-([0-9a-f-]{36})\.eml$/.exec(name)?.[1] ?? '');
    if (!match && wanted.length) {
      const text = readableMail(await readFile(path, 'utf8').catch(() => ''));
      match = wanted.some((needle) => text.includes(needle));
    }
    if (!match) continue;
    await rm(path, { force: true });
    erased += 1;
  }
  return erased;
}
