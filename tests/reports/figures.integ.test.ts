import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { POST as identity } from '@/app/api/identity/route';
import { GET as exportCsv } from '@/app/admin/reports/csv/route';
import { getDatabase, tables } from '@/lib/db/server';
import { reportTable, type Period } from '@/lib/reports/server';
import { productName } from '@/lib/quotes/summary';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { parseCsv } from '@/tests/helpers/csv';
import { describeWithDatabase } from '@/tests/helpers/database';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { storedQuote } from '@/tests/helpers/orders';

const boss = newPerson('boss');
process.env.STAFF_EMAILS = boss.email;
captureLogLines('info', '[outbox]');

const HOUR = 3_600_000;
const at = (iso: string, plusHours = 0) => new Date(Date.parse(iso) + plusHours * HOUR);

/*
 * Two shop weeks, Mon 2 to Sun 15 March 2026, across the change to summer time (Sun 8 March):
 * the period starts at 08:00 UTC (midnight PST) and ends at 07:00 UTC on the 16th (midnight PDT).
 */
const period: Period = { from: '2026-03-02', to: '2026-03-15' };
const STICKERS = 'stickers-labels';
const WRAPS = 'vehicle-graphics';

/*
 * The history is written as it happened at these times: the move, proof or payment, and the moment it
 * reached kept on the quote as lib/orders keeps it (the first time only). The app's own writes
 * of these moments are tested through the workflow (tests/orders/workflow.integ.test.ts).
 */
const firstTime = (column: AnyPgColumn, at: Date) =>
  sql`coalesce(${column}, ${at.toISOString()}::timestamptz)`;

async function stage(quoteId: string, toStage: 'approved' | 'shipped', createdAt: Date) {
  const { db } = await getDatabase();
  await db
    .insert(tables.quoteEvents)
    .values({ quoteId, kind: 'stage', toStage, actorRole: 'customer', actorName: 'Dana', createdAt });
  const quotes = tables.quotes;
  await db
    .update(quotes)
    .set(
      toStage === 'approved'
        ? { approvedAt: firstTime(quotes.approvedAt, createdAt) }
        : { handedOverAt: firstTime(quotes.handedOverAt, createdAt) },
    )
    .where(eq(quotes.id, quoteId));
}

async function proof(quoteId: string, version: number, createdAt: Date) {
  const { db } = await getDatabase();
  await db.insert(tables.proofs).values({
    quoteId,
    version,
    fileRef: `proof-${version}.pdf`,
    fileName: 'proof.pdf',
    fileType: 'application/pdf',
    message: 'Your proof',
    sentBy: 'Sam Staff',
    status: 'superseded',
    createdAt,
  });
  const quotes = tables.quotes;
  await db
    .update(quotes)
    .set({ firstProofAt: firstTime(quotes.firstProofAt, createdAt), proofRounds: version })
    .where(eq(quotes.id, quoteId));
}

async function money(
  quoteId: string,
  kind: 'payment' | 'refund',
  amountCents: number,
  createdAt: Date,
  status: 'succeeded' | 'failed' | 'pending' = 'succeeded',
) {
  const { db } = await getDatabase();
  await db.insert(tables.payments).values({
    quoteId,
    kind,
    method: 'bank_transfer',
    amountCents,
    status,
    recordedBy: 'Sam Staff',
    createdAt,
  });
}

async function paidInFull(quoteId: string, at: Date) {
  const { db } = await getDatabase();
  await db.update(tables.quotes).set({ paidAt: at }).where(eq(tables.quotes.id, quoteId));
}

describeWithDatabase('the reports’ figures', () => {
  beforeAll(async () => {
    // A: Mon 2 Mar 00:30 PST. Proof a day later, approved two days later, paid, shipped on day 5; part refunded.
    const a = await storedQuote({
      product: STICKERS,
      priceCents: 10_000,
      createdAt: at('2026-03-02T08:30:00Z'),
    });
    await proof(a.id, 1, at('2026-03-02T08:30:00Z', 24));
    await stage(a.id, 'approved', at('2026-03-02T08:30:00Z', 48));
    await money(a.id, 'payment', 10_000, at('2026-03-04T10:00:00Z'));
    await paidInFull(a.id, at('2026-03-04T10:00:00Z'));
    await stage(a.id, 'shipped', at('2026-03-02T08:30:00Z', 120));
    await money(a.id, 'refund', 1_500, at('2026-03-10T18:00:00Z'));
    await money(a.id, 'payment', 999, at('2026-03-10T18:00:00Z'), 'failed');
    // B: Sun 1 Mar 23:30 PST, before the period; its approval on the 3rd is an order of week one.
    const b = await storedQuote({ product: WRAPS, priceCents: 4_000, createdAt: at('2026-03-02T07:30:00Z') });
    await proof(b.id, 1, at('2026-03-02T09:00:00Z'));
    await stage(b.id, 'approved', at('2026-03-03T10:00:00Z'));
    // C: Sat 7 Mar 23:30 PST (week one); two proofs, approved Mon 9 Mar (week two), part paid.
    const c = await storedQuote({
      product: WRAPS,
      priceCents: 5_000,
      contactName: '=HYPERLINK("http://evil.example","Click")',
      companyName: 'Rivera, Sons & "Daughters"',
      createdAt: at('2026-03-08T07:30:00Z'),
    });
    await proof(c.id, 1, at('2026-03-08T07:30:00Z', 2));
    await proof(c.id, 2, at('2026-03-08T07:30:00Z', 26));
    await stage(c.id, 'approved', at('2026-03-08T07:30:00Z', 30));
    // Approved again after a third proof: still one order, of the week it was first approved.
    await stage(c.id, 'approved', at('2026-03-12T18:00:00Z'));
    await money(c.id, 'payment', 2_000, at('2026-03-09T14:00:00Z'));
    await money(c.id, 'payment', 3_000, at('2026-03-09T15:00:00Z'), 'pending');
    // D: Sun 15 Mar 23:30 PDT, the period's last hour; nothing done yet.
    await storedQuote({ product: STICKERS, priceCents: 7_000, createdAt: at('2026-03-16T06:30:00Z') });
    // E: Mon 16 Mar 00:30 PDT, after the period.
    await storedQuote({ product: STICKERS, priceCents: 9_000, createdAt: at('2026-03-16T07:30:00Z') });
  });

  it('counts quotes, orders and revenue per shop week', async () => {
    expect((await reportTable('weekly', period)).rows).toEqual([
      ['2026-03-02', 2, 2, 100],
      ['2026-03-09', 1, 1, 5],
    ]);
  });

  it('converts quotes to paid per week of the quote', async () => {
    expect((await reportTable('conversion', period)).rows).toEqual([
      ['2026-03-02', 2, 1, 50],
      ['2026-03-09', 1, 0, 0],
    ]);
  });

  it('averages the time from quote to first proof, approval and shipping in hours', async () => {
    expect((await reportTable('turnaround', period)).rows).toEqual([
      ['Quote to first proof', 2, 13],
      ['Quote to approval', 2, 39],
      ['Quote to shipping (or pickup)', 1, 120],
    ]);
  });

  it('counts the proofs each order took', async () => {
    expect((await reportTable('proof-rounds', period)).rows).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('ranks products by orders, then quotes', async () => {
    expect((await reportTable('top-products', period)).rows).toEqual([
      [productName(STICKERS), 2, 1, 100],
      [productName(WRAPS), 1, 1, 50],
    ]);
  });

  it('answers an empty period with empty weeks, not an error', async () => {
    const empty = { from: '2020-01-06', to: '2020-01-12' };
    expect((await reportTable('weekly', empty)).rows).toEqual([['2020-01-06', 0, 0, 0]]);
    expect((await reportTable('turnaround', empty)).rows.map((row) => row[2])).toEqual([null, null, null]);
    expect((await reportTable('proof-rounds', empty)).rows).toEqual([]);
  });

  describe('as CSV, read back', () => {
    const driver = identityDriver(identity, () => '198.51.100.30');
    let cookie: string;
    beforeAll(async () => {
      cookie = amplifyCookies(await driver.signedIn(boss));
    });

    const download = (query: Record<string, string>) =>
      exportCsv(
        new Request(`http://localhost:3000/admin/reports/csv?${new URLSearchParams(query)}`, {
          headers: { cookie },
        }),
        undefined,
      );

    it('exports a report with its header, figures and file name', async () => {
      const response = await download({ report: 'weekly', ...period });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="weekly-2026-03-02-to-2026-03-15.csv"',
      );
      expect(parseCsv(await response.text())).toEqual([
        ['Week of', 'Quotes', 'Orders', 'Revenue'],
        ['2026-03-02', '2', '2', '100'],
        ['2026-03-09', '1', '1', '5'],
      ]);
    });

    it('exports the period’s quotes in shop time, the customer’s text kept but made inert', async () => {
      const rows = parseCsv(await (await download({ report: 'quotes', ...period })).text());
      expect(rows[0]).toEqual([
        'Number',
        'Received',
        'Name',
        'E-mail',
        'Phone',
        'Company',
        'Product',
        'Option',
        'Quantity',
        'Stage',
        'Total',
        'Payment',
      ]);
      expect(rows.slice(1).map((row) => [row[1], row[2], row[5], row[10], row[11]])).toEqual([
        ['2026-03-02 00:30', 'Dana Rivera', '', '100', 'Partly refunded'],
        [
          '2026-03-07 23:30',
          `'=HYPERLINK("http://evil.example","Click")`,
          'Rivera, Sons & "Daughters"',
          '50',
          'Processing',
        ],
        ['2026-03-15 23:30', 'Dana Rivera', '', '70', 'Unpaid'],
      ]);
    });

    it('exports the orders approved in the period with what they paid', async () => {
      const rows = parseCsv(await (await download({ report: 'orders', ...period })).text());
      expect(rows.slice(1).map((row) => [row[1], row[5], row[8], row[9]])).toEqual([
        ['2026-03-03 02:00', productName(WRAPS), '40', '0'],
        ['2026-03-04 00:30', productName(STICKERS), '100', '85'],
        ['2026-03-09 06:30', productName(WRAPS), '50', '20'],
      ]);
    });

    it('refuses a bad period or report with 422 naming the field', async () => {
      const problems = async (query: Record<string, string>) => {
        const response = await download(query);
        expect(response.status).toBe(422);
        return ((await response.json()) as { validationErrors: { location: string }[] }).validationErrors.map(
          (problem) => problem.location,
        );
      };
      expect(await problems({ report: 'weekly', from: '2026-03-15', to: '2026-03-02' })).toEqual(['to']);
      expect(await problems({ report: 'salaries', ...period })).toEqual(['report']);
      expect(await problems({ report: 'weekly', from: '2026-03-02\u0000', to: '2026-03-15' })).toEqual([
        'from',
      ]);
      expect(await problems({ report: 'weekly' })).toEqual(['from', 'to']);
    });
  });
});
