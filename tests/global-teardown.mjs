import { rm } from 'node:fs/promises';
import path from 'node:path';

export default async function globalTeardown() {
  const snapshot = process.env.PRINT_SHOP_TEST_DB_SNAPSHOT;
  if (snapshot) await rm(path.dirname(snapshot), { recursive: true, force: true });
}
