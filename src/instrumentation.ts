/** Runs once when the server starts: opens the database (applying migrations) and starts the mail sender. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/boot');
  await startServer();
}
