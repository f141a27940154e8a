import type { Instrumentation } from 'next';

/** Runs once when the server starts: opens the database (applying migrations) and starts the mail sender. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/boot');
  await startServer();
}

/**
 * Every error Next catches while rendering a page, running a route handler or a server action: logged with its stack,
 * the route's pattern (not its path, which may hold a token), the request id and the digest the error page shows, and
 * sent to ERROR_REPORT_DSN when set (server/error-report.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportError } = await import('./server/error-report');
  const requestId = request.headers['x-request-id'];
  await reportError('next', 'request failed', error, {
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    requestId: Array.isArray(requestId) ? requestId[0] : requestId,
    digest:
      (error as { digest?: unknown }).digest === undefined ? undefined : String((error as { digest?: unknown }).digest),
  });
};
