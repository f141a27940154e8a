import { adminMessages } from '@/content/admin';
import { callerFrom, requireStaff } from '@/server/admin/access';
import { parseSelection } from '@/server/admin/bulk';
import { AdminError, adminFailure } from '@/server/admin/errors';
import { exportCsv, exportFileName } from '@/server/admin/export';
import { parseFilters } from '@/server/admin/filters';
import { isCrossSite } from '@/server/requests/http';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * An export writes (its audit line, a history line per selected request), so a link cannot start one: a link on
 * another site, followed by a signed-in staff member, would carry their cookie. Only the back-office's form posts it.
 */
export function GET() {
  return new Response(adminMessages.exportByLink, {
    status: 405,
    headers: { ...noStore, Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * CSV of the list staff are looking at (same `onglet`, `q`, `statut`… in the form's action), or of the requests
 * selected in it (`ids`), as a file download: a thin shell around exportCsv. The body is not read: the form sends none.
 */
export async function POST(request: Request) {
  const params = new URL(request.url).searchParams;
  try {
    // Same-site only: a form on another site cannot export (and write the audit line) with a staff member's cookie.
    if (isCrossSite(request.headers)) throw new AdminError('forbidden');
    const filters = parseFilters(params);
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
