import type { Client } from 'pg';

/**
 * Drops a test database once the server has seen its connections go. pg's `pool.end()` resolves
 * once it has asked its idle connections to close, not once they have: dropping at once (with
 * force) terminates them mid-close, and each then reports "terminating connection due to
 * administrator command" to whoever still listens, a test run's worker among them. The wait is
 * brief; past it the drop forces them.
 */
export async function dropDatabaseOnceClosed(admin: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
