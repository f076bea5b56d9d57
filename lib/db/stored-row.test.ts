import { eq } from 'drizzle-orm';
import { madeOnInsert, storedRow, tables } from '@/lib/db';
import { describeWithDatabase } from '@/tests/helpers/database';
import { quoteValues } from '@/tests/helpers/quote-rows';

describeWithDatabase('storedRow', (database) => {
  it('answers for an insert exactly the row a select then reads, reading back only what the database made', async () => {
    const { db } = database();
    const values = [quoteValues(), quoteValues({ uploadOption: 'skip', uploadedFileUrl: undefined })];
    const made = await db
      .insert(tables.quotes)
      .values(values)
      .returning({ ...madeOnInsert(tables.quotes), number: tables.quotes.number });
    expect(made).toHaveLength(2);
    for (const [index, given] of values.entries()) {
      const madeRow = made.find((row) => row.number === given.number)!;
      const [selected] = await db.select().from(tables.quotes).where(eq(tables.quotes.number, given.number));
      expect(storedRow(tables.quotes, given, madeRow)).toEqual(selected);
      // What the database made: the id, the stage, the times, the words to search the name by.
      expect(Object.keys(madeRow)).toEqual(
        expect.arrayContaining(['id', 'status', 'createdAt', 'updatedAt', 'contactNameWords']),
      );
      expect(Object.keys(madeRow)).not.toContain(index === 0 ? 'artworkPreflight' : 'contactEmail');
    }
  });
});
