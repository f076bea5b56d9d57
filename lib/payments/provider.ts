import 'server-only';

/** A hosted card payment page made for one amount of one quote. */
type CheckoutPage = { id: string; url: string; expiresAt: Date };

type CheckoutRequest = {
  quoteId: string;
  quoteNumber: string;
  amountCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Derived from what the call does: a retry of the same request makes no second page. */
  idempotencyKey: string;
};

/** A hosted page where the customer saves a card for the shop to charge later (Checkout, setup mode). */
type CardSetupRequest = {
  quoteId: string;
  quoteNumber: string;
  customerEmail: string;
  customerName: string;
  /** The processor's customer already made for this e-mail, reused so one buyer is one customer. */
  customerId?: string;
  /** How and when the saved card will be charged, shown on the processor's page. */
  terms: string;
  successUrl: string;
  cancelUrl: string;
};

/** A card the customer saved, as the processor reports it: ids and what it shows of the card. */
export type SavedCardSetup = {
  status: string;
  quoteId?: string;
  customerId?: string;
  paymentMethodId?: string;
  brand?: string;
  last4?: string;
};

/** Charging a saved card with the customer away: paid, or the processor's reason it was not. */
type OffSessionCharge =
  | { outcome: 'charged'; payment: CardPayment }
  | { outcome: 'failed'; code: 'card_declined' | 'authentication_required' };

/** A card payment as the card processor reports it now. */
export type CardPayment = {
  id: string;
  /** The processor's own word: succeeded, processing, requires_payment_method, canceled, … */
  status: string;
  amountReceivedCents: number;
  currency: string;
  /** The quote named in the payment's metadata when this site created it. */
  quoteId?: string;
};

/** A card refund as the card processor reports it now. */
export type CardRefund = {
  id: string;
  amountCents: number;
  /** succeeded, pending, failed, canceled, requires_action */
  status: string;
  /** Our payments row of the refund, when this site asked for it. */
  refundId?: string;
};

/** The processor's signed notice of something that happened, once its signature checked out. */
type VerifiedEvent = { id: string; type: string; object: unknown };

/**
 * How the shop takes money: one seam, two implementations side by side. By hand (the
 * embedded default) takes no cards: staff record transfers and pickup payments. Stripe adds
 * card payments through its hosted Checkout, refunds to the card and signed webhooks.
 */
export type PaymentProvider =
  | { kind: 'by-hand' }
  | {
      kind: 'stripe';
      checkout(request: CheckoutRequest): Promise<CheckoutPage>;
      /**
       * Closes a Checkout page so it can no longer be paid. Answers the session's status after
       * the call: `expired`, or `complete` when the customer paid it first; throws when it is
       * still open (Stripe could not be reached).
       */
      expireCheckout(sessionId: string): Promise<string>;
      cardSetup(request: CardSetupRequest): Promise<CheckoutPage & { customerId: string }>;
      /** The saved card a completed setup session made (its SetupIntent and PaymentMethod). */
      setupOf(setupIntentId: string): Promise<SavedCardSetup | undefined>;
      chargeSavedCard(request: {
        quoteId: string;
        quoteNumber: string;
        customerId: string;
        paymentMethodId: string;
        amountCents: number;
        idempotencyKey: string;
      }): Promise<OffSessionCharge>;
      refund(request: {
        paymentIntentId: string;
        amountCents: number;
        refundId: string;
        reason: string;
      }): Promise<CardRefund>;
      /** Undefined when Stripe has no such PaymentIntent (an event about another account's object). */
      payment(paymentIntentId: string): Promise<CardPayment | undefined>;
      refundsOf(paymentIntentId: string): Promise<CardRefund[]>;
      /** Throws when the signature does not match the body with the endpoint's secret. */
      verifyEvent(rawBody: string, signature: string): VerifiedEvent;
    };

export type CardProvider = Extract<PaymentProvider, { kind: 'stripe' }>;
