/**
 * The shop's sales tax registration as first seeded (the console's Tax page edits it): the
 * shop is in Aliso Viejo, Orange County, where the combined California rate (7.25 % state base
 * plus district taxes) is 7.75 %, in parts per million. California cannot be removed there:
 * pickup and drop-off are sales at the shop.
 */
export const shopTaxRegistration = {
  state: 'CA',
  ratePpm: 77_500,
  place: 'Aliso Viejo, Orange County',
} as const;

/** What a customer reads beside the certificate form, and staff beside the queue. */
export const exemptionGuidance = [
  'Buying to resell what we print, or buying for a tax-exempt organization? Upload your certificate (for California resale, form CDTFA-230) and we will review it, usually within one business day.',
  'Once approved, orders delivered or picked up in the certificate’s state are not taxed until it expires; your invoices say why.',
] as const;
