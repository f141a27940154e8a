/** CSV export of a filtered list, streamed in batches so that memory stays flat whatever the row count. */
import { and, desc, sql } from 'drizzle-orm';
import { adminTabs } from '@/content/admin';
import { formatShortDateTime, todayIso } from '@/lib/dates';
import { requireAdmin, type AdminCaller } from './access';
import { statusesOf, type AdminFilters } from './filters';
import { logError } from '@/server/log';
import { kinds } from './kinds';
import { fieldValue, filterCondition } from './queries';

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

export const exportFileName = (filters: AdminFilters) =>
  `${adminTabs.find((tab) => tab.slug === filters.kind)!.csvName}-${todayIso()}.csv`;

/**
 * The rows of the list the admin is looking at (same tab, search and status), newest first, as a UTF-8 CSV with BOM.
 * Rights are checked before the stream exists; batches are read by keyset (created_at, id), never by offset.
 */
export async function exportCsv(caller: AdminCaller, filters: AdminFilters): Promise<ReadableStream<Uint8Array>> {
  await requireAdmin(caller);
  const config = kinds[filters.kind];
  const { table } = config;
  const where = filterCondition(config, filters);
  const statusLabel = new Map<string, string>(statusesOf(filters.kind).map((status) => [status.id, status.label]));
  const encoder = new TextEncoder();
  let cursor: { at: string; id: string } | null = null;
  let done = false;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(['Date', 'Statut', ...config.fields.map((field) => field.label), 'Source'])}`));
    },
    async pull(controller) {
      if (done) return;
      try {
        const after = cursor ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
        const batch = (await caller.db
          .select({ columns: table, cursorAt: sql<string>`${table.createdAt}::text` })
          .from(table)
          .where(and(where, after))
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(EXPORT_BATCH)) as unknown as { columns: Record<string, unknown>; cursorAt: string }[];
        const text = batch
          .map(({ columns: row }) =>
            csvLine([
              formatShortDateTime(row.createdAt as Date),
              statusLabel.get(row.status as string) ?? String(row.status),
              ...config.fields.map((field) => (row[field.key] instanceof Date ? formatShortDateTime(row[field.key] as Date) : fieldValue(field, row))),
              row.source as string,
            ]),
          )
          .join('');
        if (text) controller.enqueue(encoder.encode(text));
        const last = batch.at(-1);
        if (batch.length < EXPORT_BATCH || !last) {
          done = true;
          controller.close();
        } else {
          cursor = { at: last.cursorAt, id: last.columns.id as string };
        }
      } catch (error) {
        logError('admin', 'CSV export failed', error);
        controller.error(error);
      }
    },
  });
}
