import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { shopTaxRegistration } from '@/content/tax';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { cacheTags, processCopyPerRevision, publishChange } from '@/lib/site-cache/server';
import { invalidField } from '@/lib/errors';
import { stateName, type TaxRates } from '../tax';

export type TaxRateRow = typeof tables.taxRates.$inferSelect;

/**
 * The shop's rates, California's seeded on first read: inserted only if missing, and a row
 * that two first reads race to insert is kept once (on conflict do nothing). The home state
 * cannot be removed, so a missing row only ever means "not seeded yet", never "removed".
 */
export async function listTaxRates(): Promise<TaxRateRow[]> {
  return readTaxRates((await getDatabase()).db);
}

async function readTaxRates(db: Database): Promise<TaxRateRow[]> {
  const read = () => db.select().from(tables.taxRates).orderBy(asc(tables.taxRates.state));
  const rows = await read();
  if (rows.some((row) => row.state === shopTaxRegistration.state)) return rows;
  await db
    .insert(tables.taxRates)
    .values({ state: shopTaxRegistration.state, ratePpm: shopTaxRegistration.ratePpm, updatedBy: 'seed' })
    .onConflictDoNothing();
  return read();
}

/**
 * The rate table, this process's copy until the `tax-rates` revision moves (a change on any
 * instance publishes one): a quote pays for it with the request's one reading of the revisions.
 */
const ratesCopy = processCopyPerRevision(cacheTags.taxRates, async (db): Promise<TaxRates> =>
  Object.fromEntries((await readTaxRates(db)).map((row) => [row.state, row.ratePpm])),
);

/** The rate table the quote code taxes orders with (state code → parts per million). */
export async function shopTaxRates(): Promise<TaxRates> {
  return ratesCopy.get((await getDatabase()).db);
}

/** After a change of the rates: every instance reads them again, this one at once. */
async function published(db: Database): Promise<void> {
  ratesCopy.forget(db);
  await publishChange([cacheTags.taxRates], db);
}

/** Adds a state where the shop registers, or changes a state's rate. */
export async function setTaxRate(input: {
  state: string;
  ratePpm: number;
  staffEmail: string;
}): Promise<void> {
  const { db } = await getDatabase();
  await db
    .insert(tables.taxRates)
    .values({ state: input.state, ratePpm: input.ratePpm, updatedBy: input.staffEmail })
    .onConflictDoUpdate({
      target: tables.taxRates.state,
      set: { ratePpm: input.ratePpm, updatedBy: input.staffEmail, updatedAt: sql`now()` },
    });
  await published(db);
}

/** Stops taxing sales in a state (the shop is no longer registered there). */
export async function removeTaxRate(state: string): Promise<void> {
  if (state === shopTaxRegistration.state) {
    throw invalidField(
      'state',
      `${stateName(state)} cannot be removed: pickup and drop-off are sales at the shop. Change its rate instead.`,
    );
  }
  const { db } = await getDatabase();
  const removed = await db
    .delete(tables.taxRates)
    .where(eq(tables.taxRates.state, state))
    .returning({ state: tables.taxRates.state });
  if (removed.length === 0) throw invalidField('state', `${stateName(state)} has no tax rate.`);
  await published(db);
}
