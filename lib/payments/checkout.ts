import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db';
import { describeError } from '@/lib/log';
import { paymentProvider } from './current';
import { paymentErrors } from './errors';
import { amountDueCents } from './ledger';

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

/**
 * The Stripe Checkout page where the customer pays what is due on `quote` now. The amount is
 * the server's (`amountDueCents`), never the browser's. A page already made for the same
 * amount is reused while it has time left; a new one is created with an idempotency key of
 * the quote, the amount and how many pages came before, so a double click makes one page.
 */
export async function startCheckout(
  quote: typeof tables.quotes.$inferSelect,
  returnUrls: { successUrl: string; cancelUrl: string },
): Promise<string> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') throw paymentErrors.cardsNotTaken();
  if (!mayPayInStage(quote.status, quote.termsDueOn)) throw paymentErrors.notPayable();
  const { db } = await getDatabase();
  const due = await amountDueCents(quote, db);
  if (due === 0) throw paymentErrors.notPayable();
  const sessions = await db
    .select()
    .from(tables.checkoutSessions)
    .where(eq(tables.checkoutSessions.quoteId, quote.id))
    .orderBy(desc(tables.checkoutSessions.createdAt));
  const reusable = sessions.find(
    (session) => session.amountCents === due && session.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS,
  );
  if (reusable) return reusable.url;
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
    .insert(tables.checkoutSessions)
    .values({ id: page.id, quoteId: quote.id, amountCents: due, url: page.url, expiresAt: page.expiresAt })
    .onConflictDoNothing();
  return page.url;
}
