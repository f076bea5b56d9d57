import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  isUniqueViolation,
  madeOnInsert,
  reusableInsert,
  reusableStatement,
  tables,
  type Database,
  type DatabaseHandle,
} from '@/lib/db';
import { describeWithDatabase } from '@/tests/helpers/database';
import { quoteValues } from '@/tests/helpers/quote-rows';

const { quotes, outbox, quoteAccessLinks, automaticProofs } = tables;
const readBack = { ...madeOnInsert(quotes), number: quotes.number };

/** The stored rows of these quote numbers, by number, without what each insert made afresh. */
async function storedByNumber(database: () => DatabaseHandle, numbers: string[]) {
  const rows = await database().db.select().from(quotes).where(inArray(quotes.number, numbers));
  // What each insert made afresh (the id, the times) and the names that must differ are left out.
  const comparable = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).filter(
        ([key]) => !['id', 'number', 'idempotencyKey', 'createdAt', 'updatedAt'].includes(key),
      ),
    );
  return new Map(rows.map((row) => [row.number, comparable(row)]));
}

describeWithDatabase('statements drizzle writes once', (database) => {
  const insertQuotes = reusableInsert(quotes, { returning: readBack });

  it('stores every kind of value exactly as drizzle’s own insert does, and reads back the same', async () => {
    const { db } = database();
    const shapes = [
      quoteValues(),
      quoteValues({ uploadOption: 'skip', uploadedFileUrl: undefined, artworkPreflight: undefined }),
      quoteValues({ companyName: null, shippingState: null, taxState: 'NV' }),
    ];
    const ours = shapes.map((values) => ({ ...values, number: `${values.number}-A` }));
    const theirs = shapes.map((values) => ({
      ...values,
      number: `${values.number}-B`,
      idempotencyKey: randomUUID(),
    }));

    const oursBack = await insertQuotes(db, ours);
    const theirsBack = await db.insert(quotes).values(theirs).returning(readBack);

    const strip = (row: Record<string, unknown>) => ({
      ...row,
      id: typeof row.id,
      number: String(row.number).slice(0, -2),
      createdAt: row.createdAt instanceof Date,
      updatedAt: row.updatedAt instanceof Date,
    });
    expect(oursBack.map(strip)).toEqual(theirsBack.map(strip));
    const stored = await storedByNumber(
      database,
      [...ours, ...theirs].map(({ number }) => number),
    );
    for (const [index, values] of shapes.entries()) {
      const mine = stored.get(ours[index]!.number);
      expect(mine).toBeDefined();
      expect(mine).toEqual(stored.get(theirs[index]!.number));
      expect(mine).toMatchObject({
        contactEmail: values.contactEmail,
        artworkPreflight: values.artworkPreflight ?? null,
      });
    }
  });

  it('writes each call’s own values when the shape repeats, never the first call’s', async () => {
    const { db } = database();
    const first = [quoteValues(), quoteValues({ cutBorderIn: null })];
    const second = [quoteValues({ quantity: 1000, priceCents: 50_000 }), quoteValues({ cutBorderIn: 0.25 })];
    await insertQuotes(db, first);
    await insertQuotes(db, second);
    const stored = await storedByNumber(
      database,
      [...first, ...second].map(({ number }) => number),
    );
    expect(stored.size).toBe(4);
    for (const values of [...first, ...second]) {
      expect(stored.get(values.number)).toMatchObject({
        quantity: values.quantity,
        priceCents: values.priceCents,
        contactEmail: values.contactEmail,
        cutBorderIn: values.cutBorderIn,
      });
    }
  });

  it('writes a null as SQL NULL, not as a JSON null, and a left-out column as its default', async () => {
    const { db } = database();
    const values = quoteValues({ artworkPreflight: null, companyName: null });
    const [back] = await insertQuotes(db, [values]);
    expect(back).toMatchObject({ status: 'received', proofRounds: 0 });
    const [row] = await db
      .select({
        preflightIsNull: sql<boolean>`${quotes.artworkPreflight} is null`,
        companyName: quotes.companyName,
      })
      .from(quotes)
      .where(eq(quotes.number, values.number));
    expect(row).toEqual({ preflightIsNull: true, companyName: null });
  });

  it('refuses a row whose key is taken, storing none of the call’s rows, and rolls back with its transaction', async () => {
    const { db } = database();
    const taken = quoteValues();
    await insertQuotes(db, [taken]);
    const fresh = quoteValues();
    const refused = await insertQuotes(db, [fresh, { ...taken, number: `${taken.number}-2` }]).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(refused)).toBe(true);
    expect((await storedByNumber(database, [fresh.number])).size).toBe(0);

    const rolledBack = quoteValues();
    await expect(
      db.transaction(async (tx) => {
        await insertQuotes(tx, [rolledBack]);
        throw new Error('the rest of the work failed');
      }),
    ).rejects.toThrow('the rest of the work failed');
    expect((await storedByNumber(database, [rolledBack.number])).size).toBe(0);
  });

  it('inserts a row that holds SQL as drizzle writes it, and a table without returning answers nothing', async () => {
    const { db } = database();
    const insertMessages = reusableInsert(outbox);
    const id = randomUUID();
    const answer = await insertMessages(db, [
      {
        id,
        channel: 'email',
        recipient: 'ana@example.com',
        subject: 'Your quote',
        body: 'Thank you',
        transport: 'log',
        status: 'pending',
        nextAttemptAt: sql`now() + interval '1 hour'`,
      },
    ]);
    expect(answer).toEqual([]);
    const [row] = await db
      .select({ later: sql<boolean>`${outbox.nextAttemptAt} > now()` })
      .from(outbox)
      .where(eq(outbox.id, id));
    expect(row).toEqual({ later: true });
  });

  it('runs a statement written once with each call’s own values, converted by their columns', async () => {
    const { db } = database();
    const [first, second] = [quoteValues(), quoteValues()];
    const [a, b] = await db.insert(quotes).values([first, second]).returning({ id: quotes.id });
    const approve = reusableStatement((writer: Database) =>
      writer
        .update(quotes)
        .set({ status: 'approved', approvedAt: sql`${sql.placeholder('at')}` })
        .where(eq(quotes.id, sql.placeholder('id'))),
    );
    await approve(db, { id: a!.id, at: '2026-11-30T17:00:00.000Z' });
    await approve(db, { id: b!.id, at: '2026-12-01T09:30:00.000Z' });
    const rows = await db
      .select({ number: quotes.number, status: quotes.status, approvedAt: quotes.approvedAt })
      .from(quotes)
      .where(inArray(quotes.id, [a!.id, b!.id]))
      .orderBy(quotes.approvedAt);
    expect(rows).toEqual([
      { number: first.number, status: 'approved', approvedAt: new Date('2026-11-30T17:00:00.000Z') },
      { number: second.number, status: 'approved', approvedAt: new Date('2026-12-01T09:30:00.000Z') },
    ]);
  });

  describe('with rows for other tables alongside', () => {
    const insertWithLinks = reusableInsert(quotes, {
      returning: { id: quotes.id, status: quotes.status },
      alongside: { links: quoteAccessLinks, proofs: automaticProofs, messages: outbox },
    });
    const linkRow = (quoteId: string) => ({
      tokenHash: randomUUID().replaceAll('-', '').repeat(2),
      quoteId,
      expiresAt: new Date('2027-01-06T17:00:00.000Z'),
    });
    const message = (recipient: string) => ({
      id: randomUUID(),
      channel: 'email' as const,
      recipient,
      subject: 'Your quote',
      body: `Thank you, ${recipient}`,
      transport: 'log' as const,
      status: 'pending' as const,
      createdAt: new Date('2026-12-06T17:00:00.000Z'),
    });
    const linksOf = (ids: string[]) =>
      database()
        .db.select({ quoteId: quoteAccessLinks.quoteId, tokenHash: quoteAccessLinks.tokenHash })
        .from(quoteAccessLinks)
        .where(inArray(quoteAccessLinks.quoteId, ids));
    const proofsOf = (ids: string[]) =>
      database()
        .db.select({ quoteId: automaticProofs.quoteId })
        .from(automaticProofs)
        .where(inArray(automaticProofs.quoteId, ids));
    const messagesTo = (recipients: string[]) =>
      database()
        .db.select({ recipient: outbox.recipient, body: outbox.body, createdAt: outbox.createdAt })
        .from(outbox)
        .where(inArray(outbox.recipient, recipients));

    it('stores them with the rows they refer to, in one statement, each call with its own values', async () => {
      const { db } = database();
      for (const round of [1, 2]) {
        const rows = [quoteValues({ id: randomUUID() }), quoteValues({ id: randomUUID() })];
        const ids = rows.map((row) => row.id!);
        const links = ids.map(linkRow);
        const recipients = [`a-${round}-${ids[0]}@example.com`, `b-${round}-${ids[1]}@example.com`];
        const back = await insertWithLinks(db, rows, {
          links,
          proofs: [{ quoteId: ids[1]! }],
          messages: recipients.map(message),
        });
        expect(back.map(({ id }) => id).sort()).toEqual([...ids].sort());
        expect(back.every(({ status }) => status === 'received')).toBe(true);
        expect(await linksOf(ids)).toEqual(
          expect.arrayContaining(links.map(({ quoteId, tokenHash }) => ({ quoteId, tokenHash }))),
        );
        expect(await proofsOf(ids)).toEqual([{ quoteId: ids[1] }]);
        const stored = await messagesTo(recipients);
        expect(stored.map(({ recipient, body }) => `${recipient}: ${body}`).sort()).toEqual(
          recipients.map((recipient) => `${recipient}: Thank you, ${recipient}`).sort(),
        );
        expect(stored[0]!.createdAt).toEqual(new Date('2026-12-06T17:00:00.000Z'));
      }
    });

    it('leaves a table out when the call has no rows for it', async () => {
      const { db } = database();
      const row = quoteValues({ id: randomUUID() });
      const back = await insertWithLinks(db, [row], {
        links: [],
        messages: [message(`c-${row.id}@example.com`)],
      });
      expect(back.map(({ id }) => id)).toEqual([row.id]);
      expect(await linksOf([row.id!])).toEqual([]);
      expect(await proofsOf([row.id!])).toEqual([]);
      expect(await messagesTo([`c-${row.id}@example.com`])).toHaveLength(1);
    });

    it('stores nothing at all when one row is refused: a taken key, or a link to no stored row', async () => {
      const { db } = database();
      const taken = quoteValues({ id: randomUUID() });
      await insertWithLinks(db, [taken]);
      const fresh = quoteValues({ id: randomUUID() });
      const recipient = `d-${fresh.id}@example.com`;
      const refused = await insertWithLinks(
        db,
        [fresh, { ...taken, id: randomUUID(), idempotencyKey: randomUUID() }],
        { links: [linkRow(fresh.id!)], proofs: [{ quoteId: fresh.id! }], messages: [message(recipient)] },
      ).catch((error: unknown) => error);
      expect(isUniqueViolation(refused)).toBe(true);
      const orphan = quoteValues({ id: randomUUID() });
      const dangling = await insertWithLinks(db, [orphan], { links: [linkRow(randomUUID())] }).catch(
        (error: unknown) => error,
      );
      expect(dangling).toBeInstanceOf(Error);
      expect(isUniqueViolation(dangling)).toBe(false);
      expect((await storedByNumber(database, [fresh.number, orphan.number])).size).toBe(0);
      expect(await linksOf([fresh.id!])).toEqual([]);
      expect(await proofsOf([fresh.id!])).toEqual([]);
      expect(await messagesTo([recipient])).toEqual([]);
    });
  });
});
