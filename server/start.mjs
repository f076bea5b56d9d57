#!/usr/bin/env node
// `npm start`: the production server. Builds first when the build is missing or stale, writes
// the embedded database's seed or applies PostgreSQL's migrations, then serves Next through
// serve.mjs. `--build-only` stops after the build and the seed (`npm test`'s build step).
import { fileURLToPath } from 'node:url';
import { buildIfNeeded, root } from './build.mjs';
import { migrateDatabase, writeDatabaseSeedIfNeeded } from './database.mjs';
import { serveNext } from './serve.mjs';

/** Builds if needed, prepares the database, and serves until SIGINT or SIGTERM. */
export async function startServer() {
  buildIfNeeded();
  const postgres = Boolean(process.env.DATABASE_URL?.trim());
  // With PostgreSQL the seed would go unused.
  if (!postgres) await writeDatabaseSeedIfNeeded();
  const port = Number(process.env.PORT || 3000);
  // The site's own URLs follow this port when SITE_URL is unset (lib/config reads PORT).
  process.env.PORT = String(port);
  // This process lives on: it may keep timers of its own (lib/site-cache's change watcher).
  process.env.PRINT_SHOP_LONG_RUNNING = 'true';
  if (postgres) {
    await migrateDatabase();
    console.info('[start] database migrations applied');
  }
  // BIND_ADDRESS=127.0.0.1 behind a reverse proxy on the same machine: nobody can then reach
  // the server around the proxy (and its X-Forwarded-For entry). Default: every interface.
  const bindAddress = process.env.BIND_ADDRESS?.trim() || undefined;
  const { close } = await serveNext({ dir: root, port, bindAddress });
  console.info(`[start] listening on ${bindAddress ?? 'every interface'}, port ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => close().finally(() => process.exit(0)));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--build-only')) {
    buildIfNeeded();
    await writeDatabaseSeedIfNeeded();
  } else
    startServer().catch((error) => {
      console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
