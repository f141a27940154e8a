import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { runAdminCommand } from '@/server/operator/commands';
import { sendInvitation } from '@/server/admin/team';
import { secretMailCondition } from '@/server/mail/secrets';
import { linkRemovedText } from '@/content/mails';
import { setRequestStatus } from '@/server/admin/status';
import { createRequest } from '@/server/requests';
import { savePhotos } from '@/server/requests/photos';
import { PHOTOS } from '@/config/photos';
import { requestKinds } from '@/lib/schemas/requests';
import { backupText } from '@/content/operator';
import { articles, quotes, user } from '@/server/db/schema';
import { mediaVariants } from '@/config/media';
import { deleteArticle, saveArticle } from '@/server/content/article-edits';
import { storeMedia } from '@/server/content/media';
import { changeShowcase, formOf, readShowcase } from '@/server/content/showcase';
import type { Db } from '@/server/db/client';
import { validRequest } from './hostile';
import { signedInCaller } from './callers';

/**
 * What the backup suites share (src/server/backup/backup*.test.ts, split so that their three parts run side by side): a
 * seeded database of every kind of row, the signing keys, and the readers that compare a restore with its source.
 */
process.env.BETTER_AUTH_SECRET ??= 'test-secret-that-is-long-enough-for-better-auth';

export const dir = mkdtempSync(join(tmpdir(), 'site-backup-'));
/** The key that signs these backups, given explicitly (the CLI's comes from BACKUP_KEY or DATA_DIR/backup-key). */
export const key = 'cle-de-sauvegarde-des-tests-0123456789';
export const otherKey = 'une-autre-cle-que-celle-des-tests-9876543210';
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
export const nextFile = () => join(dir, `backup-${(files += 1)}.jsonl.gz`);

/** Every table of the database (the migrations' own included), each as its sorted rows. */
/** A counter's row that counts nothing (an outcome_counts row also sums no amount). */
const isZero = ({ n, amount }: { n?: number; amount?: number }) => n === 0 && !amount;

export async function contents(db: Db): Promise<Record<string, string[]>> {
  const { rows } = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string[]> = {};
  for (const { name } of rows) {
    const [schema, table] = name.split('.') as [string, string];
    const selected = (await db.execute(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(table)} t order by 1`,
    )) as unknown as { rows: { row: string }[] };
    // The migrations' table: which migrations, not when this database applied them. The counters: what they count
    // (a restore recounts; a counter that went back to 0 in the source is the same count as none).
    result[name] = selected.rows
      .map(({ row }) => (table === '__drizzle_migrations' ? JSON.stringify({ ...JSON.parse(row), id: 0 }) : row))
      .filter(
        (row) =>
          !(
            (table.startsWith('request_') || table === 'waiting_counts' || table === 'outcome_counts') &&
            isZero(JSON.parse(row) as { n?: number; amount?: number })
          ),
      );
  }
  return result;
}

/** Requests of every kind with their mails, counters and limits; accounts; a status change in the history. */
export async function seed(db: Db) {
  for (const [index, kind] of requestKinds.entries()) {
    const result = await createRequest(kind, validRequest(kind, `backup-${index}`), { db, ip: `10.0.0.${index + 1}` });
    expect(result.ok, kind).toBe(true);
  }
  expect(
    (await runAdminCommand(db, { command: 'create', email: 'chef@example.ci', password: 'Chef-de-Projet-2026' })).ok,
  ).toBe(true);
  const [admin] = await db.select().from(user);
  const [quote] = await db.select().from(quotes);
  await setRequestStatus(await signedInCaller(db, admin!), { kind: 'quotes', id: quote!.id, status: 'en_cours' });
  // A staff invitation not yet mailed: its link must not reach the backup.
  await sendInvitation(db, { email: 'recrue@example.ci', role: 'agent', invitedBy: 'chef@example.ci' });
  // Photos: binary columns, and rows big enough (hex in the file) for a restore to insert them by size, not by count.
  await savePhotos(
    db,
    'quotes',
    quote!.id,
    Array.from({ length: PHOTOS.perRequest }, () => syntheticPhoto()),
  );
  for (let index = 0; index < 9; index += 1) await savePhotos(db, 'contacts', randomUUID(), [syntheticPhoto()]);
  // The site's content (issue 33): an article with its cover image and revisions, one of SPEC's nine edited and one
  // deleted. A restore replaces the nine the migration writes with the backup's.
  const caller = await signedInCaller(db, admin!);
  const cover = await storeMedia(db, {
    purpose: 'cover',
    alt: 'Une salle technique climatisée',
    userId: admin!.id,
    files: mediaVariants('cover', { width: 1600, height: 960 }).map((variant) => ({
      ...variant,
      bytes: randomBytes(8 * 1024),
    })),
  });
  const fields = {
    title: 'Sauvegarde',
    slug: '',
    excerpt: 'Un article.',
    category: 'infrastructure',
    tags: 'Sauvegarde',
    authorName: 'Chef',
    authorRole: 'Exploitation',
    publishedOn: '',
    publishedTime: '',
    body: 'Du texte.',
    coverId: cover.id,
  };
  const written = await saveArticle(caller, { action: 'save', intent: 'publish', fields });
  await saveArticle(caller, {
    action: 'save',
    id: written.id,
    version: written.version,
    intent: 'keep',
    fields: { ...fields, body: 'Du texte revu.' },
  });
  const [first, second] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(sql`${articles.number} in (1, 2)`)
    .orderBy(articles.number);
  await db
    .update(articles)
    .set({ title: 'Un titre corrigé' })
    .where(sql`${articles.id} = ${first!.id}`);
  await deleteArticle(caller, { action: 'delete', id: second!.id });
  // The showcase (issue 33, point 6): a client added with its logo, a partner removed, a sector rewritten.
  const logo = await storeMedia(db, {
    purpose: 'logo',
    alt: 'Logo de Sauvegardes Ivoire',
    userId: admin!.id,
    files: mediaVariants('logo', { width: 320, height: 160 }).map((variant) => ({
      ...variant,
      bytes: randomBytes(2 * 1024),
    })),
  });
  await changeShowcase(caller, {
    action: 'create',
    kind: 'client',
    fields: { name: 'Sauvegardes Ivoire', sector: 'banque', illustrative: false },
    imageId: logo.id,
  });
  const { partner, sector } = await readShowcase(db);
  await changeShowcase(caller, { action: 'remove', id: partner[0]!.id });
  await changeShowcase(caller, {
    action: 'update',
    id: sector[0]!.id,
    version: sector[0]!.version,
    fields: { ...formOf(sector[0]!), title: 'Télécoms' },
    imageId: null,
  });
  // A message with every awkward character a field may hold.
  await db
    .update(quotes)
    .set({ description: 'Ligne 1\nLigne 2 « guillemets » \u202f; emoji 🌡️ ; "double" \\ barre' })
    .where(sql`${quotes.id} = ${quote!.id}`);
}

/** A stored photo's row without sharp: random bytes, which no compression shrinks (small: the suite runs it often). */
export const syntheticPhoto = () => ({
  contentType: 'image/webp' as const,
  width: 1600,
  height: 1200,
  image: randomBytes(40 * 1024),
  thumbnail: randomBytes(4 * 1024),
});

/**
 * What the source holds, as its backup holds it: a mail carrying a one-use link keeps its metadata only, and one not
 * yet sent is held as given up when the backup was taken (the header's createdAt).
 */
export async function asBackedUp(db: Db, file: string) {
  const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!) as { createdAt: string };
  await db.execute(sql`
    update outbox set text = ${linkRemovedText}, html = null,
      last_error = case when sent_at is null and failed_at is null then ${backupText.linkRemoved} else last_error end,
      failed_at = case when sent_at is null and failed_at is null then ${header.createdAt}::timestamptz else failed_at end
    where ${secretMailCondition}`);
}

/** The lines of a backup, without its signature line, and a file of `lines` signed with `signingKey` as writeBackup signs. */
export const linesOf = (file: string) =>
  gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').slice(0, -1);
export function signed(lines: string[], signingKey = key) {
  const body = lines.map((line) => `${line}\n`).join('');
  const signature = `hmac-sha256:${createHmac('sha256', signingKey).update(body).digest('base64url')}`;
  return gzipSync(`${body}${JSON.stringify({ signature })}\n`);
}

/** The signature line of a backup, as written. */
export const readSignature = (file: string) =>
  gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n').at(-1)!;
