import 'server-only';

/**
 * Paying for orders: what a quote owes, payments by hand, card payments through Stripe's hosted
 * Checkout and its webhooks, and refunds. The pure rules live in ./amounts and ./methods
 * (client-safe); everything here touches the database or the card processor.
 */
export { issueInvoiceFor } from './documents';
export { amountDueCents, excessRefundSql, paymentHistory, paymentStatusSql } from './ledger';
export { closeOpenCheckouts, startCheckout } from './checkout';
export { recordPayment, refundPayment } from './records';
export { chargeSavedCardOnApproval, removeSavedCard, startCardSetup } from './saved-cards';
export { paymentSummary, type PaymentSummary } from './summary';
export {
  accountsOnTerms,
  accountTermsOf,
  openInvoices,
  removeAccountTerms,
  setAccountTerms,
  termsAtApproval,
  type AccountOnTerms,
  type OpenInvoice,
} from './terms';
export { handleStripeWebhook, STRIPE_WEBHOOK_BODY_MAX_BYTES } from './webhook';
