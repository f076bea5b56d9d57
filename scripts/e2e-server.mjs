#!/usr/bin/env node
// The server Playwright tests against: `npm start` of the production build made by `npm test`'s
// build step (settings are read at run time, so its own SITE_URL and port need no rebuild), on
// a data directory that starts empty every run so tests never see an earlier run's accounts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/start.mjs';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
startServer().catch((error) => {
  console.error(`[e2e-server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
