import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from './server';

const cache = new Map<string, Promise<Buffer>>();

/**
 * A secret of the embedded profile that the configuration does not give: generated on first
 * use and kept in the data directory (readable by the server's user only), so what it signed or
 * sealed before a restart stays valid. Several instances share a database only in the managed
 * profile, where the configuration must give the secret (a file of one instance's own would
 * refuse the others' work), so this refuses to run there.
 */
export function dataDirSecret(fileName: string, variable: string): Promise<Buffer> {
  let secret = cache.get(fileName);
  if (!secret) {
    secret = readOrCreate(fileName, variable);
    secret.catch(() => cache.delete(fileName));
    cache.set(fileName, secret);
  }
  return secret;
}

async function readOrCreate(fileName: string, variable: string): Promise<Buffer> {
  const { dataDir, database } = config();
  if (database.kind === 'postgres') throw new Error(`${variable} is required when DATABASE_URL is set.`);
  const file = path.join(dataDir, fileName);
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
  } catch {
    await mkdir(dataDir, { recursive: true });
    // 'wx' keeps the first writer's secret if two requests race to create it.
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(
      () => undefined,
    );
    return read();
  }
}
