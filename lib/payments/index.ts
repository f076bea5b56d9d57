export { formatCents, parseDollars } from './amounts';
export {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  excessRefundFlags,
  paymentMethodLabels,
  paymentRowStatusWords,
  paymentStatusLabels,
  type ExcessRefundState,
  type PaymentMethod,
  type PaymentStatus,
} from './methods';
export { NET_DAYS_CHOICES, TERMS_NOTE_AUTHOR, netLabel } from './terms-rules';
