import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { PRICE_REVISION_REASON_MAX_LENGTH } from '@/lib/constants';
import { getDatabase, tables, type Database, type Transaction } from '@/lib/db/server';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { closeOpenCheckouts } from '@/lib/payments/server';
import { formatCents, parseDollars } from '@/lib/payments';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { storedTotals } from '@/lib/quotes';
import { orderTotals, type FulfillmentMethod, type TaxRule } from '@/lib/tax';
import { orderTaxRule } from '@/lib/tax/server';
import { orderErrors } from './errors';
import { priceRevisedMessage } from './messages';
import { emailComposer } from '@/lib/email-texts/server';
import type { OrderStage } from './stages';
import type { OrderActor } from './workflow';

type StoredQuote = typeof tables.quotes.$inferSelect;

/** Stages before the customer approves: the price (and its tax) may still change. */
export const OPEN_PRICE_STAGES: readonly OrderStage[] = ['received', 'proof_sent', 'changes_requested'];

/**
 * How the quote's sale is taxed now (the shop's rates, the buyer's certificates). Read before
 * the transaction that uses it: PGlite has one connection, which the transaction holds.
 */
function taxRuleNow(quote: StoredQuote) {
  return orderTaxRule({
    account: quote.userId ? { userId: quote.userId, companyId: quote.companyId } : undefined,
    fulfillment: quote.fulfillmentMethod as FulfillmentMethod,
    shippingState: quote.shippingState ?? undefined,
    at: new Date(),
  });
}

/** The quote's money computed again (lib/tax's orderTotals): its promotion's percent of `subtotalCents`, and `tax`. */
function totalsOf(quote: StoredQuote, subtotalCents: number, tax: TaxRule) {
  return orderTotals({
    subtotalCents,
    promotion:
      quote.promotionCode && quote.promotionPercent
        ? { code: quote.promotionCode, percent: quote.promotionPercent }
        : undefined,
    tax,
  });
}

/** The quote, locked for the rest of the transaction unless `lock` is false. */
async function lockedQuote(db: Database | Transaction, quoteId: string, lock = true): Promise<StoredQuote> {
  if (!z.uuid().safeParse(quoteId).success) throw orderErrors.quoteNotFound();
  const query = db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId));
  const [quote] = await (lock ? query.for('update') : query).limit(1);
  if (!quote) throw orderErrors.quoteNotFound();
  return quote;
}

/**
 * Staff revise the price before the customer approves (a larger size found in proofing, a
 * goodwill price), with a reason the customer reads: the promotion and the tax are computed
 * again on the new price, the change is in the history, and the customer is e-mailed the new
 * total. They approve proof and price together (decideProof checks the total they saw).
 */
export async function revisePrice(input: {
  quoteId: string;
  price: string;
  reason: string;
  actor: OrderActor;
}): Promise<{ totalCents: number }> {
  const newCents = parseDollars(input.price);
  if (newCents === undefined) {
    throw orderErrors.invalid('price', 'Enter the new price in dollars, greater than zero, such as 240.00.');
  }
  const reason = input.reason.trim();
  if (!reason) throw orderErrors.invalid('reason', 'Please tell the customer why the price changed.');
  if (reason.length > PRICE_REVISION_REASON_MAX_LENGTH) {
    throw orderErrors.invalid(
      'reason',
      `The reason must be at most ${PRICE_REVISION_REASON_MAX_LENGTH} characters.`,
    );
  }
  // Where and to whom the order is sold never changes: its tax rule can be read first.
  const tax = await taxRuleNow(await lockedQuote((await getDatabase()).db, input.quoteId, false));
  const compose = await emailComposer();
  const revision = await inTransactionWithMessages('orders', async (tx) => {
    const quote = await lockedQuote(tx, input.quoteId);
    if (!OPEN_PRICE_STAGES.includes(quote.status)) {
      throw orderErrors.invalid('price', 'The price can only be revised before the customer approves.');
    }
    if (quote.upstreamReference) {
      throw orderErrors.invalid('price', 'This quote is priced by the upstream product API.');
    }
    if (newCents === quote.priceCents) throw orderErrors.invalid('price', 'This is the price already.');
    const totals = totalsOf(quote, newCents, tax);
    const [revised] = await tx
      .update(tables.quotes)
      .set({
        priceCents: newCents,
        tablePriceCents: quote.tablePriceCents ?? quote.priceCents,
        priceRevisionReason: reason,
        priceRevisedBy: input.actor.name,
        priceRevisedAt: new Date(),
        ...storedTotals(totals),
        updatedAt: new Date(),
      })
      .where(eq(tables.quotes.id, quote.id))
      .returning();
    await tx.insert(tables.quoteEvents).values({
      quoteId: quote.id,
      kind: 'price',
      actorRole: input.actor.role,
      actorName: input.actor.name,
      note: `Price revised from ${formatCents(quote.priceCents)} to ${formatCents(newCents)}: ${reason}`,
    });
    const link = await quotePageLinkFor(tx, quote);
    return {
      result: { totalCents: totals.totalCents },
      messages: [priceRevisedMessage(compose, revised!, reason, link)],
    };
  });
  // A Checkout page still open from an earlier approval was made for the old total.
  await closeOpenCheckouts(input.quoteId);
  return revision;
}

/**
 * The money of an account's quotes not yet approved, computed again on their current price:
 * after staff approve (or a rate change makes stale) the tax those quotes were given. An
 * approved order keeps the money it was sold at.
 */
export async function refreshOpenQuoteTotals(userId: string): Promise<number> {
  const { db } = await getDatabase();
  const open = and(eq(tables.quotes.userId, userId), inArray(tables.quotes.status, [...OPEN_PRICE_STAGES]));
  const candidates = await db.select().from(tables.quotes).where(open);
  const taxes = new Map(
    await Promise.all(candidates.map(async (quote) => [quote.id, await taxRuleNow(quote)] as const)),
  );
  return db.transaction(async (tx) => {
    // Locked, and only those still open: one approved meanwhile keeps the money it was sold at.
    const locked = await tx.select().from(tables.quotes).where(open).for('update');
    let refreshed = 0;
    for (const quote of locked) {
      const tax = taxes.get(quote.id);
      if (!tax || quote.upstreamReference) continue;
      await tx
        .update(tables.quotes)
        .set({ ...storedTotals(totalsOf(quote, quote.priceCents, tax)), updatedAt: new Date() })
        .where(eq(tables.quotes.id, quote.id));
      refreshed += 1;
    }
    return refreshed;
  });
}
