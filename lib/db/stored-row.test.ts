import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expectedRow, madeOnInsert, tables } from '@/lib/db';
import { describeWithDatabase } from '@/tests/helpers/database';
import { quoteValues } from '@/tests/helpers/quote-rows';

describeWithDatabase('the row an insert stores', (database) => {
  it('answers for an insert exactly the row a select then reads, reading back only what the database made', async () => {
    const { db } = database();
    const at = new Date('2026-12-06T17:00:00.000Z');
    // What the database would otherwise work out itself, given so the row can be foreseen.
    const foreseeable = (values: ReturnType<typeof quoteValues>) => ({
      ...values,
      id: randomUUID(),
      createdAt: at,
      updatedAt: at,
    });
    const values = [
      foreseeable(quoteValues()),
      foreseeable(quoteValues({ uploadOption: 'skip', uploadedFileUrl: undefined })),
    ];
    const made = await db
      .insert(tables.quotes)
      .values(values)
      .returning({ ...madeOnInsert(tables.quotes), number: tables.quotes.number });
    expect(made).toHaveLength(2);
    for (const [index, given] of values.entries()) {
      const madeRow = made.find((row) => row.number === given.number)!;
      const [selected] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, given.number));
      expect({ ...expectedRow(tables.quotes, given), ...madeRow }).toEqual(selected);
      // What the database made: the id, the stage, the times, the words to search the name by.
      expect(Object.keys(madeRow)).toEqual(
        expect.arrayContaining(['id', 'status', 'createdAt', 'updatedAt', 'contactNameWords']),
      );
      expect(Object.keys(madeRow)).not.toContain(index === 0 ? 'artworkPreflight' : 'contactEmail');
    }
  });

  it('foresees the row an insert will store, given the id and the times, but for the generated words', async () => {
    const { db } = database();
    const at = new Date('2026-12-06T17:00:00.000Z');
    const values = { ...quoteValues(), id: randomUUID(), createdAt: at, updatedAt: at };
    const expected = expectedRow(tables.quotes, values);
    await db.insert(tables.quotes).values(values);
    const [selected] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, values.id));
    expect(expected).toEqual({ ...selected, contactNameWords: null });
    expect(expected).toMatchObject({ status: 'received', proofRounds: 0, createdAt: at });
  });

  it('refuses to foresee a row whose default the database works out as it inserts', () => {
    expect(() => expectedRow(tables.quotes, quoteValues())).toThrow(
      /quotes\.id is made as the row is inserted/,
    );
    expect(() => expectedRow(tables.quotes, { ...quoteValues(), id: randomUUID() })).toThrow(
      /quotes\.createdAt/,
    );
  });
});
