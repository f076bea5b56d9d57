/**
 * Sales tax and order totals (client-safe, pure): where a sale is taxed, at the shop's rate,
 * unless the buyer's certificate exempts it, and the one function that computes an order's
 * money. The database side (rates table, certificates) is `@/lib/tax/server`.
 */
export {
  exemptionApplies,
  exemptionKindLabels,
  exemptionKinds,
  formatRate,
  PPM_PER_PERCENT,
  saleState,
  stateName,
  taxRuleFor,
  type Exemption,
} from './tax';
export { discountOn, orderTotals, type OrderTotals } from './totals';
export type { FulfillmentMethod, TaxRule } from './tax';
export { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, certificateFileMessages } from './certificate-files';
export { ratePercentSchema, stateSchema } from './schema';
