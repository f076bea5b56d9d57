import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as identity } from '@/app/api/identity/route';
import { getDatabase, tables } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { actAs } from '@/tests/helpers/request-context';

/*
 * Every page, called by staff (who reach every page) with path segments and query parameters no
 * link makes: arrays where one value is expected, unknown values, over-long and odd text. Each
 * must render or answer Next's not-found or redirect, never throw (a 500), and store nothing.
 * (Addresses with broken escapes or control characters never reach a page: proxy.ts answers them.)
 */
const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;
process.env.MAILBOX_ENABLED = 'true';

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  unstable_cache: (work: () => unknown) => work,
}));

async function pageFiles(directory = 'app'): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) found.push(...(await pageFiles(full)));
    else if (entry.name === 'page.tsx') found.push(full);
  }
  return found.sort();
}

const oddText = [
  '',
  ' ',
  'x'.repeat(5000),
  "'; DROP TABLE quotes; --",
  '../../etc/passwd',
  '%',
  '☃️',
  '-1',
  '1e309',
];
const oddQueries: Record<string, string | string[]>[] = [
  {},
  ...oddText.map((text) =>
    Object.fromEntries(
      ['q', 'status', 'payment', 'after', 'to', 'page', 'access', 'username', 'next', 'code'].map((key) => [
        key,
        text,
      ]),
    ),
  ),
  { q: ['a', 'b'], status: ['received', 'nope'], after: ['x', 'y'], to: ['a@b.c', 'd'] },
];

async function rowCounts(): Promise<Record<string, number>> {
  const { db } = await getDatabase();
  const all = Object.values(tables as Record<string, unknown>).filter((value): value is PgTable =>
    isTable(value),
  );
  const counted = await Promise.all(
    all.map(
      async (table) =>
        [getTableName(table), (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0] as const,
    ),
  );
  // Signing in and reading pages may leave rate-limit counters and job runs; nothing else.
  return Object.fromEntries(
    counted.filter(([name]) => !['rate_limits', 'identity_invocations'].includes(name)),
  );
}

async function outcome(call: () => unknown): Promise<string> {
  try {
    await call();
    return 'answered';
  } catch (error) {
    const digest = (error as { digest?: string } | undefined)?.digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT') || digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'answered';
    return `threw ${String(error).slice(0, 200)}`;
  }
}

describeWithDatabase('every page with addresses no link makes', () => {
  const driver = identityDriver(identity, () => '198.51.100.41');
  beforeAll(async () => {
    actAs(await driver.signedIn(boss));
  });

  it('renders or answers not-found or a redirect, never throws, and stores nothing', async () => {
    const pages = await Promise.all(
      (await pageFiles()).map(async (file) => {
        const page = (await import(`@/${file.replace(/\.tsx$/, '')}`)) as {
          default: (props: unknown) => unknown;
        };
        return [file, page] as const;
      }),
    );
    // Once as a link would open it: pages that seed shop content on first read (tax rates, the
    // standing deal) do so here, before the count.
    for (const [, page] of pages) {
      await outcome(() => page.default({ params: Promise.resolve({}), searchParams: Promise.resolve({}) }));
    }
    const before = await rowCounts();
    const failures: string[] = [];
    for (const [file, page] of pages) {
      const segments = [...file.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
      for (const text of oddText) {
        for (const searchParams of oddQueries.slice(0, 3)) {
          const params = Object.fromEntries(segments.map((segment) => [segment, text]));
          const result = await outcome(() =>
            page.default({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) }),
          );
          if (result !== 'answered')
            failures.push(`${file} ${JSON.stringify(params).slice(0, 60)}: ${result}`);
        }
      }
      for (const searchParams of oddQueries) {
        const params = Object.fromEntries(segments.map((segment) => [segment, 'Q-000000-AAAAA']));
        const result = await outcome(() =>
          page.default({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) }),
        );
        if (result !== 'answered')
          failures.push(`${file} ?${JSON.stringify(searchParams).slice(0, 60)}: ${result}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});
