/** CSV export of a filtered list, streamed in batches so that memory stays flat whatever the row count. */
import { and, inArray, sql } from 'drizzle-orm';
import { requestEvents } from '@/server/db/schema';
import { adminTabs, csvColumns, statusLabels } from '@/content/admin';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import { logError, logInfo } from '@/server/log';
import { recordAudit } from '@/server/audit';
import { requireStaff, type AdminCaller } from './access';
import type { AdminFilters } from './filters';
import { staffDirectory } from './desk';
import { kinds, type ExportedRow, type ShownField } from './kinds';
import { filterCondition } from './queries';

export const EXPORT_BATCH = 1000;

/**
 * One CSV cell for Excel in French, in a `;`-separated line: always quoted, inner quotes doubled. Text that a
 * spreadsheet could read as a formula (first character = + - @, tab or CR) gets a leading apostrophe (CSV injection),
 * phone numbers such as "+225 07 07 24 24 24" included: a cell's text is visitor input, so no pattern is trusted.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

const csvLine = (cells: (string | null)[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** A field's cell: dates as French spreadsheets read them; an empty field (a call-back's email) an empty cell. */
const csvValue = (value: ShownField['value']) => (value instanceof Date ? formatShortDateTime(value) : value);

export const exportFileName = (filters: Pick<AdminFilters, 'kind'>) =>
  `${adminTabs[filters.kind].csvName}-${todayIso()}.csv`;

/**
 * The rows of the list the admin is looking at (same tab, search and status), newest first, as a UTF-8 CSV with BOM.
 * Rights are checked before the stream exists; batches are read by keyset (created_at, id), never by offset.
 *
 * Memory: a batch is read only when the reader asks for a chunk (no queue ahead: highWaterMark 0), so the server holds
 * at most the batch being written plus what the response path buffers (Next's pipe waits for 'drain'; compression and
 * the socket keep their 16 KB marks), whatever the number of rows; a slow reader slows the reads down instead. Rows
 * come one at a time (`readEach`), and each line is encoded into the batch's buffer as soon as it is made, never
 * joined into one string first: what a batch allocates while it is alive is what the young generation promotes to
 * the old space, which only a full collection frees (bench/admin.md). Between batches the stream yields to the event
 * loop: PGlite answers in microtasks, and a fast reader would otherwise keep the loop busy for the whole export (10 s
 * for 300,000 rows, measured).
 * One log line at the end says how many rows and bytes left, and whether the reader took them all.
 */
export async function exportCsv(
  caller: AdminCaller,
  filters: AdminFilters,
  selected: string[] | null = null,
): Promise<ReadableStream<Uint8Array>> {
  const staff = await requireStaff(caller);
  const config = kinds[filters.kind];
  const { table } = config;
  const where = and(filterCondition(config, filters, staff.id), selected ? inArray(table.id, selected) : undefined);
  // Which list left, not what was searched: the search words may be a visitor's name. Requests selected one by one
  // (a bulk export, issue 32) each get a line in their history, with the audit's, in one transaction.
  await caller.db.transaction(async (tx) => {
    const target = `${filters.kind}${filters.status ? ` status=${filters.status}` : ''}${filters.q ? ' search' : ''}${selected ? ` selected=${selected.length}` : ''}`;
    await recordAudit(tx, { action: 'csv-export', actor: staff.email, target, ip: caller.ip });
    if (!selected || !config.workflow) return;
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, selected));
    if (found.length)
      await tx.insert(requestEvents).values(
        found.map(({ id }) => ({
          requestKind: filters.kind,
          requestId: id,
          type: 'csv-export' as const,
          actor: staff.email,
        })),
      );
  });
  const names = new Map((await staffDirectory(caller)).map((member) => [member.id, member.label]));
  const desk = ({ request }: ExportedRow) =>
    config.workflow
      ? [request.assignedTo ? (names.get(request.assignedTo) ?? request.assignedTo) : null, request.followUpOn ?? null]
      : [];
  const attribution = ({ request }: ExportedRow) => [
    request.channel,
    request.attribution?.utmMedium ?? null,
    request.attribution?.utmCampaign ?? null,
    request.attribution?.referrer ?? null,
  ];
  let cursor: { at: string; id: string } | null = null;
  let done = false;
  const sent = { rows: 0, bytes: 0 };
  const ended = (complete: boolean) =>
    logInfo('admin', 'CSV export ended', { kind: filters.kind, rows: sent.rows, bytes: sent.bytes, complete });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        try {
          if (!cursor && !sent.bytes) {
            const deskColumns = config.workflow ? [csvColumns.assignee, csvColumns.followUp] : [];
            const attributionColumns = [
              csvColumns.channel,
              csvColumns.medium,
              csvColumns.campaign,
              csvColumns.referrer,
            ];
            const header = Buffer.from(
              `\uFEFF${csvLine([csvColumns.date, csvColumns.status, ...config.labels, csvColumns.source, ...deskColumns, ...attributionColumns])}`,
            );
            sent.bytes += header.length;
            controller.enqueue(header);
            return;
          }
          await new Promise((resolve) => setImmediate(resolve));
          const after = cursor
            ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
            : undefined;
          const lines = chunkWriter();
          let last: { at: string; id: string } | null = null;
          const count = await config.readEach(
            caller.db,
            { where: and(where, after), limit: EXPORT_BATCH, offset: 0 },
            (row) => {
              const { request } = row;
              lines.write(
                csvLine([
                  formatShortDateTime(request.createdAt),
                  statusLabels[request.status].label,
                  ...row.values.map(csvValue),
                  request.source,
                  ...desk(row),
                  ...attribution(row),
                ]),
              );
              last = { at: row.cursor, id: request.id };
            },
          );
          const chunk = lines.chunk();
          sent.rows += count;
          sent.bytes += chunk.length;
          if (chunk.length) controller.enqueue(chunk);
          if (count < EXPORT_BATCH || !last) {
            done = true;
            controller.close();
            ended(true);
          } else {
            cursor = last;
          }
        } catch (error) {
          done = true;
          logError('admin', 'CSV export failed', error);
          controller.error(error);
        }
      },
      cancel() {
        // The reader went away (a closed tab, a cut connection): nothing more is read.
        done = true;
        ended(false);
      },
    },
    { highWaterMark: 0 },
  );
}

/** A batch's CSV lines, each encoded into one buffer as soon as it is made (grown when a batch outgrows it). */
function chunkWriter() {
  let buffer = Buffer.allocUnsafe(EXPORT_BATCH * 256);
  let size = 0;
  return {
    write(line: string) {
      const bytes = Buffer.byteLength(line, 'utf8');
      if (size + bytes > buffer.length) {
        const larger = Buffer.allocUnsafe(Math.max(buffer.length * 2, size + bytes));
        buffer.copy(larger, 0, 0, size);
        buffer = larger;
      }
      size += buffer.write(line, size, 'utf8');
    },
    chunk: (): Uint8Array => buffer.subarray(0, size),
  };
}
