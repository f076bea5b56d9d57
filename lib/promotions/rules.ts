import { PROMOTION_CODE_MAX_LENGTH } from '@/lib/constants';
import { dealWindow, isDealRunning } from '@/lib/deal';
import { formatLongDate } from '@/lib/shop-time';

/** What the rules need to know of a promotion (a row of `promotions`, or the seed). */
export type PromotionTerms = {
  code: string;
  percentOff: number;
  productIds: readonly string[];
  startsOn: string;
  expiresOn: string;
  maxRedemptions: number | null;
  redemptionCount: number;
  combinable: boolean;
};

/** The messages a refused code gets, in one place for the wizard, the route and the tests. */
export const promotionMessages = {
  unknown: 'This promotion code is not valid. Check the spelling and try again.',
  notStarted: (firstDay: string) => `This promotion code starts on ${formatLongDate(firstDay)}.`,
  expired: (lastDay: string) => `This promotion code expired on ${formatLongDate(lastDay)}.`,
  exhausted: 'This promotion code has been fully redeemed.',
  alreadyUsed: 'You have already used this promotion code.',
  wrongProduct: 'This promotion code does not apply to this product.',
  notCombinable: 'This promotion code cannot be combined with other offers.',
  tooLong: `A promotion code is at most ${PROMOTION_CODE_MAX_LENGTH} characters.`,
} as const;

export type PromotionRefusal =
  'unknown' | 'notStarted' | 'expired' | 'exhausted' | 'alreadyUsed' | 'wrongProduct' | 'notCombinable';

/** A refusal's message for the customer (the dated ones name their day). */
export function refusalMessage(
  refusal: PromotionRefusal,
  terms?: Pick<PromotionTerms, 'startsOn' | 'expiresOn'>,
): string {
  if (refusal === 'notStarted') return promotionMessages.notStarted(terms!.startsOn);
  if (refusal === 'expired') return promotionMessages.expired(terms!.expiresOn);
  return promotionMessages[refusal];
}

/** Codes are typed by people: spaces around them and the case they use do not matter. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Who is using a code: the signed-in account (its id and its own e-mail) and the contact
 * e-mail, any of them possibly unknown.
 */
export type PromotionCustomer = { userId?: string; email?: string; accountEmail?: string };

/**
 * The e-mail as it names a person for once-per-customer codes: case and spaces do not matter,
 * nor a "+tag" after the mailbox name, which delivers to the same inbox at the common providers.
 */
function personalEmail(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, '@');
}

/**
 * Every key that names this customer: the account and each e-mail alike, so a code used once
 * signed in is used for the guest with the account's or the contact e-mail, and the other way
 * round.
 */
export function personKeys({ userId, email, accountEmail }: PromotionCustomer): string[] {
  const addresses = new Set(
    [email, accountEmail].flatMap((address) => (address?.trim() ? [personalEmail(address)] : [])),
  );
  return [...(userId ? [`user:${userId}`] : []), ...[...addresses].map((address) => `email:${address}`)];
}

/**
 * Why this code cannot be used on this quote now, judged on what the row says; undefined when
 * it can. Whether this customer already used it is the store's question (it needs the table).
 * `percentAlreadyOff` is any other offer already taken off the price (a catalogue discount).
 */
export function refusalFor(
  terms: PromotionTerms,
  { productId, now, percentAlreadyOff }: { productId: string; now: Date; percentAlreadyOff: number },
): PromotionRefusal | undefined {
  const window = dealWindow(terms);
  if (window.endsAt <= now.getTime()) return 'expired';
  if (!isDealRunning(window, now)) return 'notStarted';
  if (terms.productIds.length > 0 && !terms.productIds.includes(productId)) return 'wrongProduct';
  if (!terms.combinable && percentAlreadyOff > 0) return 'notCombinable';
  if (terms.maxRedemptions !== null && terms.redemptionCount >= terms.maxRedemptions) return 'exhausted';
  return undefined;
}
