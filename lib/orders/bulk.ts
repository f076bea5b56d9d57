import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDatabase, tables } from '@/lib/db/server';
import { domainErrorOf } from '@/lib/errors';
import { orderErrors } from './errors';
import { changeStage, type OrderActor } from './workflow';

/** Orders one bulk action takes at most: a board's column and then some. */
const BULK_MAX = 100;

/** The quote numbers of a bulk action, as the board posts them and the tickets URL writes them. */
export const quoteNumbersSchema = z
  .string({ message: 'Choose the orders first.' })
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((number) => number.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().regex(/^Q-[A-Z0-9-]{1,40}$/, 'That is not a quote number.'))
      .min(1, 'Choose the orders first.')
      .max(BULK_MAX, `Choose at most ${BULK_MAX} orders at a time.`),
  );

type BulkOutcome = { moved: string[]; refused: { number: string; reason: string }[] };

/**
 * Starts production of each order numbered, one by one through the same rule and transaction
 * as the single move (changeStage): one refused order (not approved, not paid, moved by
 * someone else) leaves the others moving, and is named with why.
 */
export async function startProduction(input: { numbers: string[]; actor: OrderActor }): Promise<BulkOutcome> {
  const { db } = await getDatabase();
  const outcome: BulkOutcome = { moved: [], refused: [] };
  for (const number of input.numbers) {
    const [quote] = await db
      .select({ id: tables.quotes.id })
      .from(tables.quotes)
      .where(eq(tables.quotes.number, number))
      .limit(1);
    try {
      if (!quote) throw orderErrors.quoteNotFound();
      await changeStage({ quoteId: quote.id, to: 'in_production', actor: input.actor });
      outcome.moved.push(number);
    } catch (thrown) {
      const error = domainErrorOf(thrown);
      if (!error) throw thrown;
      outcome.refused.push({ number, reason: error.message });
    }
  }
  return outcome;
}
