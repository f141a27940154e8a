import { adminMessages } from '@/content/admin';
import { callerFrom, requireStaff } from '@/server/admin/access';
import { parseSelection } from '@/server/admin/bulk';
import { adminFailure } from '@/server/admin/errors';
import { exportCsv, exportFileName } from '@/server/admin/export';
import { parseFilters } from '@/server/admin/filters';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * CSV of the list staff are looking at (same `onglet`, `q`, `statut`…), or of the requests selected in it (`ids`): a
 * thin shell around exportCsv.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const filters = parseFilters(params);
  try {
    const caller = await callerFrom(request.headers);
    await requireStaff(caller);
    const stream = await exportCsv(caller, filters, parseSelection(params));
    return new Response(stream, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(filters)}"`,
      },
    });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return new Response(message, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
