/** CSV export of a filtered list, streamed in batches so that memory stays flat whatever the row count. */
import { and, sql } from 'drizzle-orm';
import { adminTabs, csvColumns, statusLabels } from '@/content/admin';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import { logError, logInfo } from '@/server/log';
import { recordAudit } from '@/server/audit';
import { requireStaff, type AdminCaller } from './access';
import type { AdminFilters } from './filters';
import { staffDirectory } from './desk';
import { kinds, type ShownField, type ShownRequest } from './kinds';
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
const csvValue = ({ value }: ShownField) => (value instanceof Date ? formatShortDateTime(value) : value);

export const exportFileName = (filters: Pick<AdminFilters, 'kind'>) => `${adminTabs[filters.kind].csvName}-${todayIso()}.csv`;

/**
 * The rows of the list the admin is looking at (same tab, search and status), newest first, as a UTF-8 CSV with BOM.
 * Rights are checked before the stream exists; batches are read by keyset (created_at, id), never by offset.
 *
 * Memory: a batch is read only when the reader asks for a chunk (no queue ahead: highWaterMark 0), so the server holds
 * at most the batch being written plus what the response path buffers (Next's pipe waits for 'drain'; compression and
 * the socket keep their 16 KB marks), whatever the number of rows; a slow reader slows the reads down instead. Each
 * batch is encoded line by line into one buffer, never joined into one string first: a string of a batch's size is
 * a large object that only a full collection frees, and a million rows left hundreds of megabytes of them waiting for
 * it. Between batches the stream yields to the event loop: PGlite answers in microtasks, and a fast reader would
 * otherwise keep the loop busy for the whole export (10 s for 300,000 rows, measured).
 * One log line at the end says how many rows and bytes left, and whether the reader took them all.
 */
export async function exportCsv(caller: AdminCaller, filters: AdminFilters): Promise<ReadableStream<Uint8Array>> {
  const staff = await requireStaff(caller);
  // Which list left, not what was searched: the search words may be a visitor's name.
  await recordAudit(caller.db, { action: 'csv-export', actor: staff.email, target: `${filters.kind}${filters.status ? ` status=${filters.status}` : ''}${filters.q ? ' search' : ''}`, ip: caller.ip });
  const config = kinds[filters.kind];
  const { table } = config;
  const where = filterCondition(config, filters, staff.id);
  const names = new Map((await staffDirectory(caller)).map((member) => [member.id, member.label]));
  const desk = (row: ShownRequest) => (config.workflow ? [row.assignedTo ? (names.get(row.assignedTo) ?? row.assignedTo) : null, row.followUpOn] : []);
  const attribution = (row: ShownRequest) => [row.channel, row.attribution?.utmMedium ?? null, row.attribution?.utmCampaign ?? null, row.attribution?.referrer ?? null];
  let cursor: { at: string; id: string } | null = null;
  let done = false;
  const sent = { rows: 0, bytes: 0 };
  const ended = (complete: boolean) => logInfo('admin', 'CSV export ended', { kind: filters.kind, rows: sent.rows, bytes: sent.bytes, complete });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        try {
          if (!cursor && !sent.bytes) {
            const deskColumns = config.workflow ? [csvColumns.assignee, csvColumns.followUp] : [];
            const attributionColumns = [csvColumns.channel, csvColumns.medium, csvColumns.campaign, csvColumns.referrer];
            const header = linesChunk([`\uFEFF${csvLine([csvColumns.date, csvColumns.status, ...config.labels, csvColumns.source, ...deskColumns, ...attributionColumns])}`]);
            sent.bytes += header.length;
            controller.enqueue(header);
            return;
          }
          await new Promise((resolve) => setImmediate(resolve));
          const after = cursor ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
          const batch = await config.read(caller.db, { where: and(where, after), limit: EXPORT_BATCH, offset: 0 });
          const chunk = linesChunk(
            batch.map((row) => csvLine([formatShortDateTime(row.createdAt), statusLabels[row.status].label, ...row.fields.map(csvValue), row.source, ...desk(row), ...attribution(row)])),
          );
          sent.rows += batch.length;
          sent.bytes += chunk.length;
          if (chunk.length) controller.enqueue(chunk);
          const last = batch.at(-1);
          if (batch.length < EXPORT_BATCH || !last) {
            done = true;
            controller.close();
            ended(true);
          } else {
            cursor = { at: last.cursor, id: last.id };
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

/** Lines as one UTF-8 chunk, each encoded straight into it. */
function linesChunk(lines: string[]): Uint8Array {
  let size = 0;
  for (const line of lines) size += Buffer.byteLength(line, 'utf8');
  const chunk = Buffer.allocUnsafe(size);
  let offset = 0;
  for (const line of lines) offset += chunk.write(line, offset, 'utf8');
  return chunk;
}
