import { site } from '@/content/site';
import { usStates } from '@/content/us-states';
import { dayEndsAt, formatLongDate } from '@/lib/shop-time';

/** How the customer receives the order (the quote's fulfillment method). */
export type FulfillmentMethod = 'pickup' | 'dropoff' | 'ship';

/**
 * The shop's sales tax rates by state (USPS code), each in parts per million of the price
 * (7.75 % = 77500): integers, so no rate is ever a binary fraction. A state missing here is one
 * where the shop is not registered, and its sales are not taxed.
 */
export type TaxRates = Readonly<Record<string, number>>;

/** One percent in parts per million. */
export const PPM_PER_PERCENT = 10_000;

export const exemptionKinds = ['resale', 'exempt_organization'] as const;
export type ExemptionKind = (typeof exemptionKinds)[number];

export const exemptionKindLabels: Record<ExemptionKind, string> = {
  resale: 'resale certificate',
  exempt_organization: 'exempt organization certificate',
};

/** An approved certificate of the buyer's: the state it was issued for and its last valid day. */
export type Exemption = {
  kind: ExemptionKind;
  state: string;
  number: string;
  /** The last day it is valid (YYYY-MM-DD, the shop's time zone). */
  expiresOn: string;
};

/** How an order is taxed: where the sale happens, at what rate, or why it is not. */
export type TaxRule = {
  state: string;
  ratePpm: number;
  /** Set when an exemption applies: the line documents print instead of the tax. */
  exemptReason?: string;
};

export function stateName(code: string): string {
  return usStates.find((state) => state.code === code)?.name ?? code;
}

/**
 * Where the sale takes place for sales tax: pickup and local drop-off are sales at the shop
 * (the shop's own state); a shipment is a sale in the state it is delivered to.
 */
export function saleState(fulfillment: FulfillmentMethod, shippingState: string | undefined): string {
  if (fulfillment !== 'ship') return site.location.region;
  if (!shippingState) throw new RangeError('A shipped order needs its shipping state.');
  return shippingState.toUpperCase();
}

/** Whether the exemption covers a sale in `state` at `at` (valid through its last day, shop time). */
export function exemptionApplies(exemption: Exemption, state: string, at: Date): boolean {
  return exemption.state === state && at.getTime() < dayEndsAt(exemption.expiresOn).getTime();
}

/** "Exempt: California resale certificate 123-456, expires November 30, 2027". */
export function exemptionReason(exemption: Exemption): string {
  return `Exempt: ${stateName(exemption.state)} ${exemptionKindLabels[exemption.kind]} ${exemption.number}, expires ${formatLongDate(exemption.expiresOn)}`;
}

/**
 * The tax rule of one order: the sale's state, the shop's rate there (0 where it has none), or
 * no tax with the reason when the buyer's certificate covers that state on that day.
 */
export function taxRuleFor(input: {
  fulfillment: FulfillmentMethod;
  shippingState?: string;
  rates: TaxRates;
  exemption?: Exemption;
  at: Date;
}): TaxRule {
  const state = saleState(input.fulfillment, input.shippingState);
  if (input.exemption && exemptionApplies(input.exemption, state, input.at)) {
    return { state, ratePpm: 0, exemptReason: exemptionReason(input.exemption) };
  }
  return { state, ratePpm: input.rates[state] ?? 0 };
}

/** The tax on `taxableCents` at `ratePpm`, rounded half up to the cent (integers throughout). */
export function taxOn(taxableCents: number, ratePpm: number): number {
  return Math.floor((taxableCents * ratePpm + 500_000) / 1_000_000);
}

// Built once: constructing an Intl formatter costs far more than formatting with it.
const rateFormat = /*#__PURE__*/ new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** "7.75%" for 77500 parts per million: as many decimals as the rate has, up to four. */
export function formatRate(ratePpm: number): string {
  return `${rateFormat.format(ratePpm / PPM_PER_PERCENT)}%`;
}
