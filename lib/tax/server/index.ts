import 'server-only';
import { saleState, taxRuleFor, type FulfillmentMethod, type TaxRule } from '../tax';
import { exemptionFor, type TaxAccount } from './certificates';
import { shopTaxRates } from './rates';

/**
 * The database side of sales tax: the shop's rates and its customers' certificates. The pure
 * rules and the order totals are `@/lib/tax`.
 */
export { listTaxRates, removeTaxRate, setTaxRate, shopTaxRates, type TaxRateRow } from './rates';
export {
  CERTIFICATES_PAGE,
  certificateQueue,
  certificatesOf,
  companyTaxStatus,
  exemptionFor,
  MAX_PENDING_CERTIFICATES,
  presignCertificateUpload,
  reviewCertificate,
  submitCertificate,
  type CertificateRow,
  type QueuedCertificate,
  type TaxAccount,
} from './certificates';

/**
 * How to tax one order now: the shop's rate in the sale's state, unless the signed-in buyer
 * (none for a guest), or the owners of the company they buy for, holds an approved certificate covering it. Feed the answer to
 * `orderTotals` from `@/lib/tax`.
 */
export async function orderTaxRule(input: {
  account: TaxAccount | undefined;
  fulfillment: FulfillmentMethod;
  shippingState?: string;
  at: Date;
}): Promise<TaxRule> {
  const state = saleState(input.fulfillment, input.shippingState);
  const [rates, exemption] = await Promise.all([
    shopTaxRates(),
    exemptionFor(input.account, state, input.at),
  ]);
  return taxRuleFor({ ...input, rates, exemption });
}
