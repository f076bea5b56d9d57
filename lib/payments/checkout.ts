import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { describeError } from '@/lib/log';
import { paymentProvider } from './current';
import { paymentErrors } from './errors';
import type { CardProvider } from './provider';
import { amountDueCents } from './ledger';

const checkoutSessions = tables.checkoutSessions;

/** A Checkout page this close to expiring is not offered again: the customer needs time to pay. */
const REUSE_MARGIN_MS = 30 * 60 * 1000;

/** Stages in which the customer may pay: the proof is approved (the moment of sale) and the order open. */
const PAYABLE_STAGES = ['approved', 'in_production', 'shipped', 'ready_for_pickup', 'delivered'] as const;

/**
 * An order sold on terms (`termsDueOn` set) may be delivered and completed before its invoice
 * is due: it stays payable until paid.
 */
export function mayPayInStage(stage: string, termsDueOn: string | null): boolean {
  return (
    (PAYABLE_STAGES as readonly string[]).includes(stage) || (termsDueOn !== null && stage === 'completed')
  );
}

/** What the customer may pay on the quote now: what is due, or nothing outside the payable stages. */
async function payableCents(db: Database, quoteId: string): Promise<number> {
  const [quote] = await db.select().from(tables.quotes).where(eq(tables.quotes.id, quoteId)).limit(1);
  if (!quote || !mayPayInStage(quote.status, quote.termsDueOn)) return 0;
  return amountDueCents(quote, db);
}

/** Expires these Checkout Sessions at Stripe, marking each closed once Stripe says it is not open. */
async function expireSessions(provider: CardProvider, db: Database, sessionIds: string[]): Promise<void> {
  for (const id of sessionIds) {
    try {
      await provider.expireCheckout(id);
      await db.update(checkoutSessions).set({ closedAt: new Date() }).where(eq(checkoutSessions.id, id));
    } catch (error) {
      console.error(`[payments] expiring Checkout Session ${id} failed: ${describeError(error)}`);
    }
  }
}

const mayBeOpen = (session: { closedAt: Date | null; expiresAt: Date }) =>
  session.closedAt === null && session.expiresAt.getTime() > Date.now();

/**
 * Expires at Stripe every Checkout page of the quote that may still be open, so none can be
 * paid for an amount no longer due. Called after each change to what is due has committed
 * (a payment by hand or by card, a price revision, a refund, a cancellation). Never throws: a
 * session Stripe could not expire stays listed and is tried again at the next change or the
 * next Pay now, and money that still arrives for it is refunded (see ./excess).
 */
export async function closeOpenCheckouts(quoteId: string): Promise<void> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') return;
  const { db } = await getDatabase();
  const sessions = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.quoteId, quoteId), isNull(checkoutSessions.closedAt)));
  await expireSessions(
    provider,
    db,
    sessions.filter(mayBeOpen).map((session) => session.id),
  );
}

/**
 * The Stripe Checkout page where the customer pays what is due on `quote` now. The amount is
 * the server's (`amountDueCents`), never the browser's. A page already made for the same
 * amount is reused while it has time left; otherwise every page still open is expired and a new
 * one is created with an idempotency key of the quote, the amount and how many pages came
 * before, so a double click makes one page.
 */
export async function startCheckout(
  quote: typeof tables.quotes.$inferSelect,
  returnUrls: { successUrl: string; cancelUrl: string },
): Promise<string> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') throw paymentErrors.cardsNotTaken();
  if (!mayPayInStage(quote.status, quote.termsDueOn)) throw paymentErrors.notPayable();
  const { db } = await getDatabase();
  const due = await payableCents(db, quote.id);
  if (due === 0) throw paymentErrors.notPayable();
  const sessions = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.quoteId, quote.id))
    .orderBy(desc(checkoutSessions.createdAt));
  const reusable = sessions.find(
    (session) =>
      mayBeOpen(session) &&
      session.amountCents === due &&
      session.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS,
  );
  if (reusable) return reusable.url;
  // Only those read above: a page a parallel click has just stored is the one it shows.
  await expireSessions(
    provider,
    db,
    sessions.filter(mayBeOpen).map((session) => session.id),
  );
  let page;
  try {
    page = await provider.checkout({
      quoteId: quote.id,
      quoteNumber: quote.number,
      amountCents: due,
      customerEmail: quote.contactEmail,
      ...returnUrls,
      idempotencyKey: `checkout-${quote.id}-${due}-${sessions.length + 1}`,
    });
  } catch (error) {
    console.error(`[payments] creating a Checkout Session failed: ${describeError(error)}`);
    throw paymentErrors.processorFailed();
  }
  await db
    .insert(checkoutSessions)
    .values({ id: page.id, quoteId: quote.id, amountCents: due, url: page.url, expiresAt: page.expiresAt })
    .onConflictDoNothing();
  // A change committed while the page was made may have closed the pages it saw before this one
  // was stored: read what is due again, after storing it, so one of the two always closes it.
  if ((await payableCents(db, quote.id)) !== due) {
    await closeOpenCheckouts(quote.id);
    throw paymentErrors.notPayable();
  }
  return page.url;
}
