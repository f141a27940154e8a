import { adminMessages } from '@/content/admin';
import { callerFrom } from '@/server/admin/access';
import { adminFailure } from '@/server/admin/errors';
import { exportCsv, exportFileName } from '@/server/admin/export';
import { parseFilters } from '@/server/admin/filters';

const noStore = { 'Cache-Control': 'private, no-store' };

/** CSV of the list an admin is looking at (same `onglet`, `q`, `statut`): a thin shell around exportCsv. */
export async function GET(request: Request) {
  const filters = parseFilters(new URL(request.url).searchParams);
  try {
    const stream = await exportCsv(await callerFrom(request.headers), filters);
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
