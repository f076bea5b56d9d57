import { existsSync } from 'node:fs';
import path from 'node:path';
import { artworkStorage } from '@/lib/storage/server';
import { testDataDir } from '@/tests/helpers/quotes';

const dataDir = testDataDir();
// Several instances share one PostgreSQL database; a key of one instance's own would refuse
// the URLs the others sign. Nothing here connects to it.
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/never-opened';

describe('the local store with a shared database', () => {
  it('refuses to sign with a per-instance key instead of UPLOAD_SIGNING_SECRET', () => {
    // The configuration itself refuses the combination (lib/config/env.ts), before any key exists.
    expect(() => artworkStorage()).toThrow(/UPLOAD_SIGNING_SECRET is missing/);
    expect(existsSync(path.join(dataDir, 'upload-signing-secret'))).toBe(false);
  });
});
