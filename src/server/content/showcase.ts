/**
 * The showcase in the database (issue 33, point 6): the sectors and clients of `/references`, the partners of
 * `/partenaires`, the leaders of `/about`. Editors write them in the back-office's « Vitrine »; each write checks the
 * role inside it (editors and admins, never agents), goes online at once (the page it shows on is refreshed on every
 * instance, refresh.ts) and leaves an audit line. A sector is rewritten, never added nor removed: SPEC's six.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { pages } from '@/content/pages';
import type { ReferenceSectorId } from '@/content/references';
import { showcaseMessages as messages } from '@/content/showcase';
import { mediaVariants, type MediaRef } from '@/config/media';
import { uuidPattern } from '@/lib/schemas/patterns';
import {
  addableKinds,
  itemName,
  showcaseImagePurposes,
  showcaseSchemas,
  type ShowcaseFields,
  type ShowcaseForm,
} from '@/lib/schemas/showcase';
import { frenchTypography } from '@/lib/typography';
import { recordAudit } from '@/server/audit';
import type { Db, Tx } from '@/server/db/client';
import { showcaseKinds, type ShowcaseKind } from '@/config/showcase';
import { media, mediaFiles, showcaseItems } from '@/server/db/schema';
import { requireStaff, type AdminCaller } from '@/server/admin/access';
import { AdminError, AdminRefusal } from '@/server/admin/errors';
import { deleteUnusedMedia } from './media-sweep';
import { announceChange, refreshNow } from './refresh';

/** The page each kind shows on. */
export const showcasePaths: Record<ShowcaseKind, string> = {
  sector: pages.references.path,
  client: pages.references.path,
  partner: pages.partners.path,
  leader: pages.about.path,
};

export type ShowcaseItem<K extends ShowcaseKind = ShowcaseKind> = {
  id: string;
  kind: K;
  fields: ShowcaseFields[K] & (K extends 'sector' ? { sector: ReferenceSectorId } : unknown);
  image: MediaRef | null;
  /** The last save's instant, in milliseconds: a save from an older page is refused. */
  version: string;
};
export type Showcase = { [K in ShowcaseKind]: ShowcaseItem<K>[] };

// ——— What visitors see ———

/** Every item of the showcase, by kind, each kind's in its order, with its image's row. */
export async function readShowcase(db: Db | Tx): Promise<Showcase> {
  const rows = await db
    .select({
      id: showcaseItems.id,
      kind: showcaseItems.kind,
      fields: showcaseItems.fields,
      updatedAt: showcaseItems.updatedAt,
      image: { id: media.id, width: media.width, height: media.height, alt: media.alt },
    })
    .from(showcaseItems)
    .leftJoin(media, eq(media.id, showcaseItems.imageId))
    .orderBy(asc(showcaseItems.kind), asc(showcaseItems.position), asc(showcaseItems.id));
  const showcase = Object.fromEntries(showcaseKinds.map((kind) => [kind, []])) as unknown as Record<
    ShowcaseKind,
    ShowcaseItem[]
  >;
  for (const row of rows) {
    showcase[row.kind].push({
      id: row.id,
      kind: row.kind,
      fields: row.fields as ShowcaseItem['fields'],
      image: row.image?.id ? row.image : null,
      version: String(row.updatedAt.getTime()),
    });
  }
  return showcase as Showcase;
}

// ——— What editors do ———

const idField = z.string().check(z.maxLength(36, { abort: true }), z.regex(uuidPattern));
const imageField = z.nullable(idField);

/** The body of `/api/admin/showcase`: one write per action; `fields` is the kind's form, checked by its schema. */
export const showcaseChangeSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('create'),
    kind: z.enum(addableKinds),
    fields: z.record(z.string(), z.unknown()),
    imageId: imageField,
  }),
  z.object({
    action: z.literal('update'),
    id: idField,
    version: z.string().check(z.maxLength(20)),
    fields: z.record(z.string(), z.unknown()),
    imageId: imageField,
  }),
  z.object({ action: z.literal('remove'), id: idField }),
  z.object({ action: z.literal('move'), id: idField, direction: z.enum(['up', 'down']) }),
]);
type Change = z.output<typeof showcaseChangeSchema>;

function parseChange(input: unknown): Change {
  const parsed = showcaseChangeSchema.safeParse(input);
  if (!parsed.success) throw new AdminError('invalid');
  return parsed.data;
}

/** The kind's fields as the database keeps them, French typography applied; a wrong field's own message otherwise. */
function fieldsOf(kind: ShowcaseKind, input: Record<string, unknown>): Record<string, unknown> {
  const parsed = showcaseSchemas[kind].safeParse(input);
  if (!parsed.success) throw new AdminRefusal(parsed.error.issues[0]?.message ?? messages.failed);
  const typeset = (value: unknown): unknown =>
    typeof value === 'string'
      ? frenchTypography(value, { markdown: false })
      : Array.isArray(value)
        ? value.map(typeset)
        : value;
  return Object.fromEntries(Object.entries(parsed.data).map(([key, value]) => [key, typeset(value)]));
}

/** Refuses an image that is not one of ours, or not uploaded for this kind (its files would not be the ones a page asks for). */
async function checkImage(tx: Tx, kind: ShowcaseKind, imageId: string | null) {
  if (imageId === null) return;
  const purpose = showcaseImagePurposes[kind];
  const [row] = purpose
    ? await tx
        .select({ id: media.id, width: media.width, height: media.height, alt: media.alt })
        .from(media)
        .where(eq(media.id, imageId))
    : [];
  if (!row || !purpose) throw new AdminRefusal(messages.image);
  const wanted = mediaVariants(purpose, row).filter((file) => file.format !== 'jpeg');
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.mediaId, imageId),
        sql`(${mediaFiles.format}, ${mediaFiles.width}) in (${sql.join(
          wanted.map((file) => sql`(${file.format}, ${file.width})`),
          sql`, `,
        )})`,
      ),
    );
  if (count !== wanted.length) throw new AdminRefusal(messages.image);
}

const auditTarget = (kind: ShowcaseKind, id: string, fields: Record<string, unknown>) =>
  `${kind} ${id} ${itemName(fields)}`.trim();

/** Adds a client, a partner or a leader, last of its kind. */
async function createItem(caller: AdminCaller, change: Extract<Change, { action: 'create' }>) {
  const staff = await requireStaff(caller, 'content');
  const fields = fieldsOf(change.kind, change.fields);
  const id = await caller.db.transaction(async (tx) => {
    await checkImage(tx, change.kind, change.imageId);
    // Two editors adding at once: the kind's rows are taken in turn, so that each new one gets its own place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`showcase:${change.kind}`}))`);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${showcaseItems.position}), 0)::int` })
      .from(showcaseItems)
      .where(eq(showcaseItems.kind, change.kind));
    const [created] = await tx
      .insert(showcaseItems)
      .values({ kind: change.kind, position: last + 1, fields, imageId: change.imageId, updatedBy: staff.email })
      .returning({ id: showcaseItems.id });
    await announceChange(tx, [showcasePaths[change.kind]]);
    await recordAudit(tx, {
      action: 'showcase-published',
      actor: staff.email,
      target: auditTarget(change.kind, created!.id, fields),
      ip: caller.ip,
    });
    return created!.id;
  });
  refreshNow([showcasePaths[change.kind]]);
  return { id };
}

/** Takes an item for a write, or refuses one that is gone. */
async function takeItem(tx: Tx, id: string) {
  const [item] = await tx.select().from(showcaseItems).where(eq(showcaseItems.id, id)).for('update');
  if (!item) throw new AdminRefusal(messages.notFound);
  return item;
}

/**
 * A leader's photo is a person's likeness: it goes with the leader, or when replaced, in the same transaction, unless
 * something else of the site uses it. Logos wait for the sweep's grace period (media-sweep.ts).
 */
async function forgetLikeness(tx: Tx, item: { kind: ShowcaseKind; imageId: string | null }) {
  if (item.kind === 'leader' && item.imageId) await deleteUnusedMedia(tx, [item.imageId]);
}

/** Rewrites an item's fields and image (a sector keeps its id); refused when someone saved it since the page was read. */
async function updateItem(caller: AdminCaller, change: Extract<Change, { action: 'update' }>) {
  const staff = await requireStaff(caller, 'content');
  const kind = await caller.db.transaction(async (tx) => {
    const item = await takeItem(tx, change.id);
    if (change.version !== String(item.updatedAt.getTime())) throw new AdminRefusal(messages.stale);
    const fields = fieldsOf(item.kind, change.fields);
    if (item.kind === 'sector') fields.sector = item.fields.sector;
    await checkImage(tx, item.kind, change.imageId);
    await tx
      .update(showcaseItems)
      .set({ fields, imageId: change.imageId, updatedBy: staff.email, updatedAt: new Date() })
      .where(eq(showcaseItems.id, item.id));
    if (item.imageId !== change.imageId) await forgetLikeness(tx, item);
    await announceChange(tx, [showcasePaths[item.kind]]);
    await recordAudit(tx, {
      action: 'showcase-published',
      actor: staff.email,
      target: auditTarget(item.kind, item.id, fields),
      ip: caller.ip,
    });
    return item.kind;
  });
  refreshNow([showcasePaths[kind]]);
}

/** Removes a client, a partner or a leader from its page; an audit line keeps its name. */
async function removeItem(caller: AdminCaller, change: Extract<Change, { action: 'remove' }>) {
  const staff = await requireStaff(caller, 'content');
  const kind = await caller.db.transaction(async (tx) => {
    const item = await takeItem(tx, change.id);
    if (item.kind === 'sector') throw new AdminError('invalid');
    await tx.delete(showcaseItems).where(eq(showcaseItems.id, item.id));
    await forgetLikeness(tx, item);
    await announceChange(tx, [showcasePaths[item.kind]]);
    await recordAudit(tx, {
      action: 'showcase-deleted',
      actor: staff.email,
      target: auditTarget(item.kind, item.id, item.fields),
      ip: caller.ip,
    });
    return item.kind;
  });
  refreshNow([showcasePaths[kind]]);
}

/** Swaps an item with the one before or after it among its kind's; the first stays first when moved up. */
async function moveItem(caller: AdminCaller, change: Extract<Change, { action: 'move' }>) {
  await requireStaff(caller, 'content');
  const kind = await caller.db.transaction(async (tx) => {
    const item = await takeItem(tx, change.id);
    const up = change.direction === 'up';
    const [neighbour] = await tx
      .select({ id: showcaseItems.id, position: showcaseItems.position })
      .from(showcaseItems)
      .where(
        and(
          eq(showcaseItems.kind, item.kind),
          up ? lt(showcaseItems.position, item.position) : gt(showcaseItems.position, item.position),
        ),
      )
      .orderBy(up ? desc(showcaseItems.position) : asc(showcaseItems.position))
      .limit(1)
      .for('update');
    if (!neighbour) return null;
    await tx.update(showcaseItems).set({ position: neighbour.position }).where(eq(showcaseItems.id, item.id));
    await tx.update(showcaseItems).set({ position: item.position }).where(eq(showcaseItems.id, neighbour.id));
    await announceChange(tx, [showcasePaths[item.kind]]);
    return item.kind;
  });
  if (kind) refreshNow([showcasePaths[kind]]);
}

/** The one entry of `/api/admin/showcase`: the action's own function, which checks the caller. */
export async function changeShowcase(caller: AdminCaller, input: unknown): Promise<{ id: string } | void> {
  await requireStaff(caller, 'content');
  const change = parseChange(input);
  if (change.action === 'create') return createItem(caller, change);
  if (change.action === 'update') return updateItem(caller, change);
  if (change.action === 'remove') return removeItem(caller, change);
  return moveItem(caller, change);
}

/** An item's fields as its form shows them: a list one point per line, a year in digits. */
export function formOf<K extends ShowcaseKind>(item: ShowcaseItem<K>): ShowcaseForm[K] {
  return Object.fromEntries(
    Object.entries(item.fields as Record<string, unknown>)
      .filter(([key]) => key !== 'sector' || item.kind !== 'sector')
      .map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join('\n') : typeof value === 'number' ? String(value) : value,
      ]),
  ) as ShowcaseForm[K];
}
