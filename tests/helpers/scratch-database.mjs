// A PostgreSQL database of a test's own, on the test server (TEST_DATABASE_URL's): made empty,
// dropped after. Plain JavaScript, so the node:test production suite, Jest and the Playwright
// specs all share it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `work` with a connection to the server's admin database, closed after. */
async function withAdmin(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once the server has seen its connections go. pg's `pool.end()` resolves
 * once it has asked its idle connections to close, not once they have: dropping at once (with
 * force) terminates them mid-close, and each then reports "terminating connection due to
 * administrator command" to whoever still listens, a test run's worker among them. The wait is
 * brief; past it the drop forces them.
 */
async function dropOnceClosed(client, name) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await client.query(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/**
 * Creates an empty database named `<prefix>_<random>`; `drop` removes it once the test has
 * closed its own connections (call it after closing them).
 */
export async function createScratchDatabase(prefix, adminUrl = process.env.TEST_DATABASE_URL) {
  if (!adminUrl) throw new Error('A scratch database needs TEST_DATABASE_URL (a PostgreSQL server).');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => withAdmin(adminUrl, (client) => dropOnceClosed(client, name)),
  };
}
