// Runs once when the server starts: validate the configuration, say which implementation
// serves each concern, and check (PGlite: apply) the database schema before the first request.
export async function register(): Promise<void> {
  // Next sets NEXT_RUNTIME; the edge runtime has no database or file system to prepare.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { startServer } = await import('./lib/startup');
    await startServer();
  } catch (error) {
    // Next would log the failure and answer 500 to every request; a half-configured server
    // must not look alive to a load balancer, so it stops with the reason instead.
    console.error(`[start] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
