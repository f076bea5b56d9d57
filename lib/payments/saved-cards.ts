import 'server-only';
import { and, eq } from 'drizzle-orm';
import { paymentTexts } from '@/content/payments';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { emailComposer } from '@/lib/email-texts/server';
import { describeError } from '@/lib/log';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { mayCustomerCancel, type OrderStage } from '@/lib/orders';
import { quotePageLinkFor } from '@/lib/quotes/server';
import { paymentProvider } from './current';
import { paymentErrors } from './errors';
import { settleCardPayment } from './excess';
import { amountDueCents } from './ledger';
import { savedCardFailedMessage } from './messages';
import type { SavedCardSetup } from './provider';
import { applyIntent, lockedQuote } from './intents';

const savedCards = tables.savedCards;
type StoredQuote = typeof tables.quotes.$inferSelect;

/** What the quote pages show of a saved card: what Stripe shows of it, and why charging it failed. */
export type SavedCardView = {
  label: string;
  chargeFailure?: 'card_declined' | 'authentication_required';
};

const beforeApproval = (quote: { status: string }) => mayCustomerCancel(quote.status as OrderStage);

const cardLabel = (brand: string | null, last4: string | null) =>
  `${brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'card'}${last4 ? ` ending ${last4}` : ''}`;

export async function savedCardOf(quoteId: string): Promise<SavedCardView | undefined> {
  const { db } = await getDatabase();
  const [card] = await db.select().from(savedCards).where(eq(savedCards.quoteId, quoteId)).limit(1);
  return (
    card && {
      label: cardLabel(card.brand, card.last4),
      ...(card.chargeFailure ? { chargeFailure: card.chargeFailure } : {}),
    }
  );
}

/**
 * Stripe's Checkout in setup mode for `quote`, before its proof is approved: the customer saves
 * a card that approving will charge. The Stripe customer already made for the same e-mail is
 * reused; the shop's terms (how and when the card is charged) show on Stripe's page.
 */
export async function startCardSetup(
  quote: StoredQuote,
  returnUrls: { successUrl: string; cancelUrl: string },
): Promise<string> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') throw paymentErrors.cardsNotTaken();
  if (!beforeApproval(quote)) throw paymentErrors.cardNotSavable();
  const { db } = await getDatabase();
  const [known] = await db
    .select({ customerId: savedCards.stripeCustomerId })
    .from(savedCards)
    .innerJoin(tables.quotes, eq(tables.quotes.id, savedCards.quoteId))
    .where(eq(tables.quotes.contactEmail, quote.contactEmail))
    .limit(1);
  try {
    const page = await provider.cardSetup({
      quoteId: quote.id,
      quoteNumber: quote.number,
      customerEmail: quote.contactEmail,
      customerName: quote.contactName,
      customerId: known?.customerId,
      terms: paymentTexts.savedCard.terms,
      ...returnUrls,
    });
    return page.url;
  } catch (error) {
    console.error(`[payments] creating a card setup session failed: ${describeError(error)}`);
    throw paymentErrors.processorFailed();
  }
}

/**
 * A completed setup (re-read from Stripe) stores the customer and payment method on the quote it
 * names, while the proof is not yet approved; a later one replaces the earlier card.
 */
export async function applySetup(tx: Transaction, setup: SavedCardSetup): Promise<void> {
  if (setup.status !== 'succeeded' || !setup.customerId || !setup.paymentMethodId) return;
  const quote = await lockedQuote(tx, setup.quoteId);
  if (!quote || !beforeApproval(quote)) return;
  const card = {
    stripeCustomerId: setup.customerId,
    stripePaymentMethodId: setup.paymentMethodId,
    brand: setup.brand ?? null,
    last4: setup.last4 ?? null,
    chargeFailure: null,
    savedAt: new Date(),
  };
  await tx
    .insert(savedCards)
    .values({ quoteId: quote.id, ...card })
    .onConflictDoUpdate({ target: savedCards.quoteId, set: card });
}

/**
 * The customer removes their saved card, until they approve the proof. The quote is locked and
 * its stage read again: an approval committing meanwhile either waits or wins, never charging a
 * card the customer removed, nor losing one they kept.
 */
export async function removeSavedCard(quoteId: string): Promise<void> {
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    const quote = await lockedQuote(tx, quoteId);
    if (!quote) throw paymentErrors.quoteNotFound();
    if (!beforeApproval(quote)) throw paymentErrors.cardNotSavable();
    await tx.delete(savedCards).where(eq(savedCards.quoteId, quote.id));
  });
}

/**
 * Right after the approval has committed: the saved card, if any, is charged what is due, off
 * session, under a key of the quote and the amount (a retry never charges twice). Charged, the
 * payment is recorded as the webhook records it (any excess refunded); declined or needing the customer, they are
 * e-mailed the quote page to pay there. Nothing here can undo the approval: a failure of the
 * call itself is logged (no card or personal data) and Pay now stays open.
 */
export async function chargeSavedCardOnApproval(quoteId: string): Promise<void> {
  await chargeSavedCard(quoteId).catch((error: unknown) =>
    console.error(`[payments] charging a saved card on approval failed: ${describeError(error)}`),
  );
}

async function chargeSavedCard(quoteId: string): Promise<void> {
  const provider = paymentProvider();
  if (provider.kind !== 'stripe') return;
  const { db } = await getDatabase();
  const [row] = await db
    .select({ quote: tables.quotes, card: savedCards })
    .from(savedCards)
    .innerJoin(tables.quotes, eq(tables.quotes.id, savedCards.quoteId))
    .where(and(eq(savedCards.quoteId, quoteId), eq(tables.quotes.status, 'approved')))
    .limit(1);
  if (!row) return;
  const { quote, card } = row;
  // Sold on terms: the invoice is due on its term date, and the customer pays it when they choose.
  if (quote.termsDueOn !== null) return;
  const due = await amountDueCents(quote, db);
  if (due === 0) return;
  const compose = await emailComposer();
  let charge;
  try {
    charge = await provider.chargeSavedCard({
      quoteId: quote.id,
      quoteNumber: quote.number,
      customerId: card.stripeCustomerId,
      paymentMethodId: card.stripePaymentMethodId,
      amountCents: due,
      idempotencyKey: `off-session-${quote.id}-${due}`,
    });
  } catch (error) {
    console.error(
      `[payments] charging the saved card of quote ${quote.number} failed: ${describeError(error)}`,
    );
    return;
  }
  if (charge.outcome === 'charged') {
    const payment = charge.payment;
    await inTransactionWithMessages('payments', async (tx) => ({
      result: undefined,
      messages: await applyIntent(tx, payment, undefined, compose),
    }));
    await settleCardPayment(provider, payment);
    return;
  }
  const code = charge.code;
  await inTransactionWithMessages('payments', async (tx) => {
    await tx.update(savedCards).set({ chargeFailure: code }).where(eq(savedCards.quoteId, quote.id));
    const link = await quotePageLinkFor(tx, quote);
    return { result: undefined, messages: [savedCardFailedMessage(compose, quote, due, code, link)] };
  });
}
