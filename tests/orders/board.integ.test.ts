import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import {
  BOARD_COLUMN_SIZE,
  decideProof,
  loadBoard,
  sendProof,
  type BoardColumn,
  type OrderActor,
} from '@/lib/orders/server';
import { OPEN_STAGES, type OrderStage } from '@/lib/orders/stages';
import { shopReadyBy } from '@/lib/schedule';
import { describeWithDatabase } from '@/tests/helpers/database';
import { payInFull, storedQuote, uploadedFile } from '@/tests/helpers/orders';

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const customer: OrderActor = { role: 'customer', name: 'Dana Rivera' };

const column = (columns: BoardColumn[], stage: OrderStage) => columns.find((each) => each.stage === stage)!;
const numbersIn = (columns: BoardColumn[], stage: OrderStage) =>
  column(columns, stage).cards.map((card) => card.number);

describeWithDatabase('the console board', () => {
  // Every quote of this suite's numbers starts with the tag: searching for it shows only them.
  const tag = `Q-B${Date.now().toString(36).toUpperCase()}`;
  const number = (name: string) => `${tag}-${name}`;

  async function quoteAt(
    name: string,
    status: OrderStage,
    { createdAt, readyBy, ...rest }: { createdAt: string; readyBy?: string } & Record<string, unknown>,
  ) {
    const quote = await storedQuote({ number: number(name), status, readyBy, ...rest });
    const { db } = await getDatabase();
    await db.execute(sql`update quotes set created_at = ${createdAt}::timestamptz where id = ${quote.id}`);
    return quote;
  }

  beforeAll(async () => {
    await quoteAt('R1', 'received', { createdAt: '2026-11-02T10:00:00Z' });
    await quoteAt('R2', 'received', { createdAt: '2026-11-01T10:00:00Z', companyName: 'Harbor Cafe' });
    await quoteAt('R3', 'received', { createdAt: '2026-11-03T10:00:00Z', contactName: 'Lee Park' });
    // Sent by a member of a company account, who typed the company's name their own way.
    const { db } = await getDatabase();
    const [company] = await db
      .insert(tables.companies)
      .values({ name: 'Harbor Cafe Group LLC', billingEmail: 'ap@harbor.example', createdBy: 'owner-1' })
      .returning();
    await quoteAt('R4', 'received', {
      createdAt: '2026-11-04T10:00:00Z',
      companyId: company!.id,
      companyName: 'harbor cafe',
    });
    await quoteAt('A1', 'approved', { createdAt: '2026-11-01T10:00:00Z', readyBy: '2026-11-20' });
    await quoteAt('A2', 'approved', { createdAt: '2026-11-02T10:00:00Z', readyBy: '2026-11-18' });
    const paid = await quoteAt('A3', 'approved', {
      createdAt: '2026-11-03T10:00:00Z',
      readyBy: '2026-11-19',
      artworkPreflight: { status: 'warning', facts: {}, messages: ['Low resolution.'] },
      uploadedFileUrl: 'local://artwork/a3.png',
    });
    await payInFull(paid);
    await quoteAt('P1', 'in_production', { createdAt: '2026-10-30T10:00:00Z', readyBy: '2026-11-17' });
    await quoteAt('C1', 'completed', { createdAt: '2026-10-01T10:00:00Z', readyBy: '2026-10-10' });
    await quoteAt('X1', 'cancelled', { createdAt: '2026-10-02T10:00:00Z' });
  });

  it('has a column per open stage with its count, and none for closed orders', async () => {
    const columns = await loadBoard({ sort: 'due', search: tag });
    expect(columns.map((each) => each.stage)).toEqual(OPEN_STAGES);
    expect(columns.map((each) => [each.stage, each.count])).toEqual([
      ['received', 4],
      ['proof_sent', 0],
      ['changes_requested', 0],
      ['approved', 3],
      ['in_production', 1],
      ['shipped', 0],
      ['ready_for_pickup', 0],
      ['delivered', 0],
    ]);
    expect(columns.flatMap((each) => each.cards.map((card) => card.number))).not.toContain(number('C1'));
  });

  it('sorts by ready-by date, soonest first; orders not yet approved oldest first', async () => {
    const columns = await loadBoard({ sort: 'due', search: tag });
    expect(numbersIn(columns, 'approved')).toEqual([number('A2'), number('A3'), number('A1')]);
    expect(numbersIn(columns, 'received')).toEqual([number('R2'), number('R1'), number('R3'), number('R4')]);
  });

  it('sorts newest first when asked', async () => {
    const columns = await loadBoard({ sort: 'newest', search: tag });
    expect(numbersIn(columns, 'approved')).toEqual([number('A3'), number('A2'), number('A1')]);
    expect(numbersIn(columns, 'received')).toEqual([number('R4'), number('R3'), number('R1'), number('R2')]);
  });

  it("shows each card's customer or company, product, quantity, ready-by, payment and artwork check", async () => {
    const columns = await loadBoard({ sort: 'due', search: tag });
    const [a3] = column(columns, 'approved').cards.filter((card) => card.number === number('A3'));
    expect(a3).toMatchObject({
      contactName: 'Dana Rivera',
      product: 'stickers-labels',
      quantity: 250,
      readyBy: '2026-11-19',
      paymentStatus: 'paid',
      preflightStatus: 'warning',
      hasArtwork: true,
    });
    const [r2] = column(columns, 'received').cards.filter((card) => card.number === number('R2'));
    expect(r2).toMatchObject({
      companyName: 'Harbor Cafe',
      readyBy: null,
      paymentStatus: 'unpaid',
      preflightStatus: null,
      hasArtwork: false,
    });
    const [r4] = column(columns, 'received').cards.filter((card) => card.number === number('R4'));
    expect(r4).toMatchObject({ companyName: 'Harbor Cafe Group LLC', contactName: 'Dana Rivera' });
    // Unsearched, the board shows the same name.
    const [unsearched] = column(await loadBoard({ sort: 'due' }), 'received').cards.filter(
      (card) => card.number === number('R4'),
    );
    expect(unsearched?.companyName).toBe('Harbor Cafe Group LLC');
  });

  it('filters every column and its count by the search', async () => {
    const columns = await loadBoard({ sort: 'due', search: 'lee par' });
    expect(numbersIn(columns, 'received')).toContain(number('R3'));
    expect(numbersIn(columns, 'received')).not.toContain(number('R1'));
    const byNumber = await loadBoard({ sort: 'due', search: number('A') });
    expect(byNumber.map((each) => each.count)).toEqual([0, 0, 0, 3, 0, 0, 0, 0]);
  });

  it('shows the first cards of a long column and counts them all', async () => {
    const many = BOARD_COLUMN_SIZE + 2;
    for (let index = 0; index < many; index += 1) {
      await quoteAt(`S${String(index).padStart(2, '0')}`, 'proof_sent', {
        createdAt: `2026-11-0${1 + (index % 9)}T10:00:00Z`,
      });
    }
    const proofSent = column(await loadBoard({ sort: 'due', search: number('S') }), 'proof_sent');
    expect(proofSent.count).toBe(many);
    expect(proofSent.overCap).toBe(false);
    expect(proofSent.cards).toHaveLength(BOARD_COLUMN_SIZE);
  });

  it('shows, unsearched, each open stage with its first cards in order and its count, an empty column empty', async () => {
    const { db } = await getDatabase();
    for (const sort of ['due', 'newest'] as const) {
      const columns = await loadBoard({ sort });
      for (const stage of OPEN_STAGES) {
        const own = column(columns, stage);
        const quotes = tables.quotes;
        const expected = await db
          .select({ number: quotes.number })
          .from(quotes)
          .where(eq(quotes.status, stage))
          .orderBy(
            ...(sort === 'newest'
              ? [desc(quotes.createdAt), desc(quotes.id)]
              : [asc(quotes.readyBy), asc(quotes.createdAt), asc(quotes.id)]),
          )
          .limit(BOARD_COLUMN_SIZE);
        const [counted] = await db.select({ count: count() }).from(quotes).where(eq(quotes.status, stage));
        expect([stage, own.cards.map((card) => card.number)]).toEqual([
          stage,
          expected.map((row) => row.number),
        ]);
        expect([stage, own.count, own.overCap]).toEqual([stage, counted!.count, false]);
      }
      expect(column(columns, 'shipped')).toEqual({ stage: 'shipped', count: 0, overCap: false, cards: [] });
    }
  });

  it('counts a column up to 999, then says there are more, searched or not', async () => {
    const { db } = await getDatabase();
    // One past the cap, stored at once: the board counts 999 of them and marks the rest.
    await db.execute(sql`
      insert into quotes (number, idempotency_key, idempotency_scope, status, product, product_option,
        embossing_option, finish_option, width, height, quantity, price_cents, total_cents,
        contact_name, contact_email, contact_phone, upload_option, fulfillment_method)
      select ${number('M')} || lpad(i::text, 4, '0'), 'board-many-' || i, 'email:many@example.com',
        'delivered', 'stickers-labels', 'die-cut', 'standard', 'gloss', 3, 2, 250, 12345, 12345,
        'Dana Rivera', 'many@example.com', '949 555 0100', 'skip', 'dropoff'
      from generate_series(1, 1000) as i`);
    for (const query of [{ sort: 'due' as const }, { sort: 'due' as const, search: number('M') }]) {
      const delivered = column(await loadBoard(query), 'delivered');
      expect(delivered.count).toBe(999);
      expect(delivered.overCap).toBe(true);
      expect(delivered.cards).toHaveLength(BOARD_COLUMN_SIZE);
    }
  });

  it('gives an order its ready-by date when its proof is approved', async () => {
    const quote = await storedQuote({ number: number('D1') });
    const { proofId } = await sendProof({
      quoteId: quote.id,
      upload: await uploadedFile(),
      message: 'Proof 1',
      actor: staff,
    });
    const before = shopReadyBy({ productId: quote.product, at: new Date() });
    await decideProof({ quoteId: quote.id, proofId, decision: 'approve', actor: customer });
    const after = shopReadyBy({ productId: quote.product, at: new Date() });
    const { db } = await getDatabase();
    const [row] = await db
      .select({ readyBy: tables.quotes.readyBy })
      .from(tables.quotes)
      .where(eq(tables.quotes.id, quote.id));
    // Around the noon cut-off the day may turn between the two readings.
    expect([before, after]).toContain(row!.readyBy);
  });
});
