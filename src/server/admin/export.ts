/** CSV export of a filtered list, streamed in batches so that memory stays flat whatever the row count. */
import { and, sql } from 'drizzle-orm';
import { adminTabs, csvColumns, statusLabels } from '@/content/admin';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import { logError } from '@/server/log';
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
  const encoder = new TextEncoder();
  let cursor: { at: string; id: string } | null = null;
  let done = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const deskColumns = config.workflow ? [csvColumns.assignee, csvColumns.followUp] : [];
      const attributionColumns = [csvColumns.channel, csvColumns.medium, csvColumns.campaign, csvColumns.referrer];
      controller.enqueue(encoder.encode(`\uFEFF${csvLine([csvColumns.date, csvColumns.status, ...config.labels, csvColumns.source, ...deskColumns, ...attributionColumns])}`));
    },
    async pull(controller) {
      if (done) return;
      try {
        const after = cursor ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
        const batch = await config.read(caller.db, { where: and(where, after), limit: EXPORT_BATCH, offset: 0 });
        const text = batch
          .map((row) => csvLine([formatShortDateTime(row.createdAt), statusLabels[row.status].label, ...row.fields.map(csvValue), row.source, ...desk(row), ...attribution(row)]))
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        const last = batch.at(-1);
        if (batch.length < EXPORT_BATCH || !last) {
          done = true;
          controller.close();
        } else {
          cursor = { at: last.cursor, id: last.id };
        }
      } catch (error) {
        logError('admin', 'CSV export failed', error);
        controller.error(error);
      }
    },
  });
}
