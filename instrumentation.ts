// Runs once when the server starts: validate the configuration, say which implementation
// serves each concern, and check (PGlite: apply) the database schema before the first request.
export async function register(): Promise<void> {
  // Next sets NEXT_RUNTIME; the edge runtime has no database or file system to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startServer } = await import('./lib/startup');
  await startServer();
}
