#!/usr/bin/env node
// The server Playwright tests against: `next start` of the production build, on a data
// directory that starts empty every run so tests never see an earlier run's accounts.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startServer } from './start.mjs';

const dataDir = path.resolve(process.env.DATA_DIR ?? '.e2e-data');
rmSync(dataDir, { recursive: true, force: true });
startServer();
