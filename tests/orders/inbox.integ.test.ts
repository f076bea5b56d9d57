import { desc, like, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { INBOX_PAGE_SIZE, listInbox, type InboxQuery } from '@/lib/orders/server';
import { describeWithDatabase } from '@/tests/helpers/database';
import { payInFull, storedQuote } from '@/tests/helpers/orders';
import { recordPayment, refundPayment } from '@/lib/payments/server';

/** Every page of a query, following the keyset cursor. */
async function allPages(query: InboxQuery): Promise<string[]> {
  const numbers: string[] = [];
  let after: string | undefined;
  do {
    const page = await listInbox({ ...query, after });
    expect(page.rows.length).toBeLessThanOrEqual(INBOX_PAGE_SIZE);
    numbers.push(...page.rows.map((row) => row.number));
    after = page.next;
  } while (after);
  return numbers;
}

describeWithDatabase('the quote inbox', () => {
  const tag = `T${Date.now().toString(36).toUpperCase()}`;
  let expected: string[];

  beforeAll(async () => {
    // 60 quotes, several sharing one timestamp to the microsecond and others microseconds
    // apart within one millisecond: the cursor must neither skip nor repeat any of them.
    const base = Date.UTC(2026, 0, 5, 12);
    const rows = [];
    for (let index = 0; index < 60; index += 1) {
      rows.push(
        await storedQuote({
          number: `Q-${tag}-${String(index).padStart(3, '0')}`,
          contactName: index % 2 ? 'Dana Rivera' : 'Lee Park',
          contactEmail: index % 3 ? `dana${index}@rivera.example` : `lee_${index}@park.example`,
          status: index % 5 === 0 ? 'in_production' : 'received',
        }),
      );
    }
    const { db } = await getDatabase();
    for (const [index, row] of rows.entries()) {
      const micros = index < 20 ? 0 : index % 7;
      await db.execute(
        sql`update quotes set created_at = ${new Date(base + Math.floor(index / 3)).toISOString()}::timestamptz + make_interval(secs => ${micros} / 1000000.0) where id = ${row.id}`,
      );
    }
    const ordered = await db
      .select({ number: tables.quotes.number })
      .from(tables.quotes)
      .where(like(tables.quotes.number, `Q-${tag}-%`))
      .orderBy(desc(tables.quotes.createdAt), desc(tables.quotes.id));
    expected = ordered.map((row) => row.number);
  });

  it('pages newest first through every quote exactly once', async () => {
    const numbers = (await allPages({ search: `Q-${tag}` })).filter(Boolean);
    expect(numbers).toHaveLength(60);
    expect(new Set(numbers).size).toBe(60);
    expect(numbers).toEqual(expected);
  });

  it('filters by stage and searches by number prefix, name words and e-mail prefix', async () => {
    const inProduction = await allPages({ search: `Q-${tag}`, status: 'in_production' });
    expect(inProduction).toHaveLength(12);
    expect((await listInbox({ search: `q-${tag.toLowerCase()}-00` })).rows).toHaveLength(10);
    const byName = await allPages({ search: 'dana riv', status: 'received' });
    expect(byName.filter((number) => number.includes(tag))).toHaveLength(24);
    const byEmail = (await allPages({ search: 'lee_3@park.example' })).filter((number) =>
      number.includes(tag),
    );
    expect(byEmail).toEqual([`Q-${tag}-003`]);
    // _ and % are letters to search for, not wildcards.
    expect((await listInbox({ search: 'lee%@park' })).rows).toEqual([]);
    expect((await listInbox({ search: 'lee__@park' })).rows).toEqual([]);
    expect((await listInbox({ search: 'zz-nobody' })).rows).toEqual([]);
  });

  it('shows and filters by payment status: unpaid, paid, partly refunded, refunded', async () => {
    // Letters only: a word with a digit is searched as an e-mail address.
    const name = `Payer ${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const [unpaid, paid, partly, refunded, partPaid] = await Promise.all(
      Array.from({ length: 5 }, () =>
        storedQuote({ status: 'approved', contactName: name, priceCents: 10_000 }),
      ),
    );
    for (const quote of [paid!, partly!, refunded!]) await payInFull(quote);
    await recordPayment({ quoteId: partPaid!.id, method: 'cash', amount: '10', recordedBy: 'Sam' });
    const { db } = await getDatabase();
    const paymentOf = async (quoteId: string) =>
      (await db.select().from(tables.payments)).find((row) => row.quoteId === quoteId)!.id;
    const refund = async (quoteId: string, amount: string) =>
      refundPayment({
        quoteId,
        paymentId: await paymentOf(quoteId),
        amount,
        reason: 'Test',
        recordedBy: 'Sam',
      });
    await refund(partly!.id, '10');
    await refund(refunded!.id, '100');
    const statuses = Object.fromEntries(
      (await listInbox({ search: name })).rows.map((row) => [row.number, row.paymentStatus]),
    );
    expect(statuses).toEqual({
      [unpaid!.number]: 'unpaid',
      [paid!.number]: 'paid',
      [partly!.number]: 'partly_refunded',
      [refunded!.number]: 'refunded',
      [partPaid!.number]: 'unpaid',
    });
    expect(await allPages({ search: name, payment: 'paid' })).toEqual([paid!.number]);
    expect((await allPages({ search: name, payment: 'unpaid' })).sort()).toEqual(
      [unpaid!.number, partPaid!.number].sort(),
    );
    expect(await allPages({ search: name, payment: 'refunded' })).toEqual([refunded!.number]);
  });

  it('starts over from the newest on a cursor it did not make', async () => {
    const first = await listInbox({ search: `Q-${tag}` });
    expect((await listInbox({ search: `Q-${tag}`, after: 'bm90IGEgY3Vyc29y' })).rows).toEqual(first.rows);
  });

  it('finds a number by its date prefix (year, month, day) and only in that period', async () => {
    const suffix = Date.now().toString(36).slice(-5).toUpperCase();
    const january = await storedQuote({ number: `Q-250105-${suffix}` });
    const february = await storedQuote({ number: `Q-250201-${suffix}` });
    const { db } = await getDatabase();
    await db.execute(sql`update quotes set created_at = '2025-01-05T23:59:59.5Z' where id = ${january.id}`);
    await db.execute(sql`update quotes set created_at = '2025-02-01T00:00:00.2Z' where id = ${february.id}`);
    const found = async (search: string) =>
      (await allPages({ search })).filter((number) => number.endsWith(suffix));
    expect(await found('Q-250105')).toEqual([january.number]);
    expect(await found('Q-2501')).toEqual([january.number]);
    expect(await found('q-25')).toEqual([february.number, january.number]);
    expect(await found(`Q-250201-${suffix}`)).toEqual([february.number]);
    expect(await found('Q-2513')).toEqual([]);
  });
});
