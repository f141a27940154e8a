import { adminMessages } from '@/content/admin';
import { adminCaller, NotAdminError } from '@/server/admin/access';
import { exportCsv, exportFileName } from '@/server/admin/export';
import { parseFilters } from '@/server/admin/filters';
import { logError } from '@/server/log';

const noStore = { 'Cache-Control': 'private, no-store' };

/** CSV of the list an admin is looking at (same `onglet`, `q`, `statut`): a thin shell around exportCsv. */
export async function GET(request: Request) {
  const filters = parseFilters(new URL(request.url).searchParams);
  try {
    const stream = await exportCsv(await adminCaller(request.headers), filters);
    return new Response(stream, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(filters)}"`,
      },
    });
  } catch (error) {
    if (error instanceof NotAdminError) return new Response(adminMessages.forbidden, { status: 403, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
    logError('admin', 'CSV export could not start', error);
    return new Response(adminMessages.loadFailed, { status: 503, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
