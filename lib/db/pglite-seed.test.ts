import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteSeedFor } from './pglite-seed.mjs';

describe('the embedded database seed', () => {
  let dir: string;
  let dataDir: string;
  let seedFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'print-shop-seed-'));
    dataDir = path.join(dir, 'db');
    seedFile = path.join(dir, 'seed.tar.gz');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is loaded into a data directory that holds no database yet', async () => {
    await writeFile(seedFile, 'seed bytes');
    const seed = await pgliteSeedFor(dataDir, seedFile);
    expect(seed?.type).toBe('application/x-gzip');
    expect(await seed?.text()).toBe('seed bytes');
  });

  it('never replaces a database that is there', async () => {
    await writeFile(seedFile, 'seed bytes');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(await pgliteSeedFor(dataDir, seedFile)).toBeUndefined();
  });

  it('is skipped when the build wrote none, so PGlite creates the database', async () => {
    expect(await pgliteSeedFor(dataDir, seedFile)).toBeUndefined();
  });
});
