import type { PaymentMethod } from './method-names';

export { PAYMENT_METHODS, type PaymentMethod } from './method-names';

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  check: 'Check',
  other: 'Other',
};

/** How a payment or refund row's state reads after its amount and method: nothing once it went through. */
export const paymentRowStatusWords = { pending: ' (under way)', failed: ' (failed)', succeeded: '' } as const;

/** Where an order stands with its money, as the console's badge and filter name it. */
export const PAYMENT_STATUSES = [
  'unpaid',
  'processing',
  'on_terms',
  'overdue',
  'paid',
  'partly_refunded',
  'refunded',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  processing: 'Processing',
  on_terms: 'On terms',
  overdue: 'Overdue',
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** Where the automatic refund of money paid beyond what was due stands (worst of an order's). */
export type ExcessRefundState = 'pending' | 'succeeded' | 'failed';

/** The staff's flag of an order paid beyond what was due, by how its automatic refund stands. */
export const excessRefundFlags: Record<ExcessRefundState, string> = {
  pending: 'Paid more than was due: refunding the excess',
  succeeded: 'Paid more than was due: excess refunded',
  failed: 'Paid more than was due: the refund failed, refund it in Stripe',
};
