import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, getTableName, isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as identity } from '@/app/api/identity/route';
import * as consoleActions from '@/app/admin/actions';
import * as conversationActions from '@/app/admin/conversation-actions';
import * as emailTextActions from '@/app/admin/emails/actions';
import * as catalogueActions from '@/app/admin/catalogue/actions';
import * as dealActions from '@/app/admin/deals/actions';
import * as priceActions from '@/app/admin/prices/actions';
import * as taxActions from '@/app/admin/tax-actions';
import * as termsActions from '@/app/admin/terms-actions';
import * as addressActions from '@/app/(site)/dashboard/addresses/actions';
import * as companyActions from '@/app/(site)/dashboard/company/actions';
import * as certificateActions from '@/app/(site)/dashboard/tax-exemption/actions';
import * as yourDataActions from '@/app/(site)/dashboard/your-data/actions';
import * as reviewActions from '@/app/(site)/review/[token]/actions';
import * as reviewModerationActions from '@/app/admin/reviews/actions';
import * as orderActions from '@/app/(site)/quotes/order-actions';
import * as proofActions from '@/app/(site)/quotes/proof-action';
import * as replyActions from '@/app/(site)/quotes/conversation-actions';
import { idleForm } from '@/components/admin/form-state';
import { getDatabase, tables } from '@/lib/db/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { actAs } from '@/tests/helpers/request-context';

/*
 * Every server action is an endpoint anyone can call with any arguments React can encode, not
 * only the form the page renders. Called by staff (who get furthest) with argument shapes no form
 * sends and with fields holding NUL and other control characters, each must answer its refusal
 * (or Next's redirect / not-found), never throw, and change nothing.
 */
const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  refresh: () => undefined,
}));

/** Every module of the repository that declares server actions. */
async function actionModulesOnDisk(): Promise<string[]> {
  const found: string[] = [];
  const visit = async (directory: string): Promise<void> => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (/\.tsx?$/.test(entry.name) && /^'use server';/.test(await readFile(full, 'utf8'))) {
        found.push(path.relative(process.cwd(), full));
      }
    }
  };
  for (const root of ['app', 'components', 'lib']) await visit(root);
  return found.sort();
}

const modules: Record<string, Record<string, unknown>> = {
  'app/(site)/dashboard/addresses/actions.ts': addressActions,
  'app/(site)/dashboard/company/actions.ts': companyActions,
  'app/(site)/dashboard/tax-exemption/actions.ts': certificateActions,
  'app/(site)/dashboard/your-data/actions.ts': yourDataActions,
  'app/(site)/review/[token]/actions.ts': reviewActions,
  'app/admin/actions.ts': consoleActions,
  'app/admin/catalogue/actions.ts': catalogueActions,
  'app/admin/conversation-actions.ts': conversationActions,
  'app/admin/emails/actions.ts': emailTextActions,
  'app/admin/deals/actions.ts': dealActions,
  'app/admin/prices/actions.ts': priceActions,
  'app/admin/reviews/actions.ts': reviewModerationActions,
  'app/admin/tax-actions.ts': taxActions,
  'app/admin/terms-actions.ts': termsActions,
  'app/(site)/quotes/conversation-actions.ts': replyActions,
  'app/(site)/quotes/order-actions.ts': orderActions,
  'app/(site)/quotes/proof-action.ts': proofActions,
};

// The field names the site's forms post, each holding what PostgreSQL or a log must never get.
const fieldNames = [
  'id',
  'quoteId',
  'number',
  'accessToken',
  'proofId',
  'decision',
  'comment',
  'note',
  'message',
  'email',
  'code',
  'title',
  'state',
  'rate',
  'amount',
  'method',
  'from',
  'to',
  'fileUrl',
  'fileName',
  'fileType',
  'invite',
  'rating',
  'body',
  'reviewerName',
  'review',
  'audience',
  'key',
  'subject',
  'name',
  'billingEmail',
  'role',
  'userId',
  'token',
];
const poisoned = (text: string) => formData(Object.fromEntries(fieldNames.map((name) => [name, text])));

const oddArguments: [string, unknown[]][] = [
  ['no arguments', []],
  ['undefined', [undefined, undefined]],
  ['null', [null, null]],
  ['an array', [idleForm, []]],
  ['a string', [idleForm, 'quoteId=1&note=hi']],
  ['a plain object', [idleForm, { quoteId: '00000000-0000-4000-8000-000000000000', note: 'hi' }]],
  ['a nested object', [{ fileName: { toString: 1 } }, { length: -1 }]],
  ['fields holding NUL', [idleForm, poisoned('a\u0000b')]],
  ['fields holding a line break and escape', [idleForm, poisoned('a\r\n\u001b[31mb')]],
];

async function rowCounts(): Promise<Record<string, number>> {
  const { db } = await getDatabase();
  const all = Object.values(tables as Record<string, unknown>).filter((value): value is PgTable =>
    isTable(value),
  );
  const counted = await Promise.all(
    all.map(async (table) => {
      const [row] = await db.select({ rows: count() }).from(table);
      return [getTableName(table), row?.rows ?? 0] as const;
    }),
  );
  return Object.fromEntries(counted);
}

/** What a call answered: its value, Next's redirect or not-found; anything else is thrown on. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    const answer = await call();
    return typeof answer === 'object' && answer !== null ? 'answered' : `answered ${String(answer)}`;
  } catch (error) {
    const digest = (error as { digest?: string } | undefined)?.digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT') || digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'answered';
    return `threw ${String(error)}`;
  }
}

describeWithDatabase('server actions called with any arguments', () => {
  const driver = identityDriver(identity, () => '198.51.100.31');
  beforeAll(async () => {
    actAs(await driver.signedIn(boss));
  });

  it('covers every module that declares server actions', async () => {
    expect(await actionModulesOnDisk()).toEqual(Object.keys(modules).sort());
  });

  it.each(oddArguments)('answers %s with a refusal, as staff, changing nothing', async (_name, args) => {
    const before = await rowCounts();
    const outcomes: string[] = [];
    for (const [file, exported] of Object.entries(modules)) {
      for (const [name, action] of Object.entries(exported)) {
        if (typeof action !== 'function') continue;
        const call = action as (...given: unknown[]) => Promise<unknown>;
        outcomes.push(`${file} ${name}: ${await outcome(() => call(...args))}`);
      }
    }
    expect(outcomes.filter((line) => !line.endsWith(': answered'))).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
