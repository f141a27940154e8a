import { adminMessages } from '@/content/admin';
import { callerFrom } from '@/server/admin/access';
import { adminFailure } from '@/server/admin/errors';
import { parseResultsQuery, results, resultsCsv, resultsFileName } from '@/server/admin/outcome-stats';

const noStore = { 'Cache-Control': 'private, no-store' };

/** The results of /admin/resultats (same period, dimension and kind) as CSV: a thin shell around resultsCsv. */
export async function GET(request: Request) {
  const { query } = parseResultsQuery(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const csv = resultsCsv(await results(await callerFrom(request.headers), query));
    return new Response(csv, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${resultsFileName(query)}"`,
      },
    });
  } catch (error) {
    const { status, message } = adminFailure(error, adminMessages.loadFailed);
    return new Response(message, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
