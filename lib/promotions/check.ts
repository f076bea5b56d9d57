import 'server-only';
import * as z from '@/lib/zod';
import { EMAIL_MAX_LENGTH, PROMOTION_CODE_MAX_LENGTH } from '@/lib/constants';
import { invalidField } from '@/lib/errors';
import { lineFor, totalPrice } from '@/lib/pricing';
import { perBook, priceRequestSchema } from '@/lib/pricing';
import { currentPriceBook } from '@/lib/pricing/server';
import { promotionMessages } from './rules';
import { PROMOTION_FIELD, checkPromotion } from './store';

const codeRequired = 'Please enter a promotion code.';
const quantityRequired = 'Please choose a quantity to get a price.';

/** The wizard's question: this code, on these choices, for this customer (when known yet). */
export const promotionCheckSchema = perBook((book) =>
  z.object({
    promotionCode: z
      .string({ error: codeRequired })
      .check(
        z.trim(),
        z.minLength(1, codeRequired),
        z.maxLength(PROMOTION_CODE_MAX_LENGTH, promotionMessages.tooLong),
      ),
    contactEmail: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH))),
    choices: priceRequestSchema(book),
  }),
);

export type PromotionCheckRequest = z.output<ReturnType<typeof promotionCheckSchema>>;

/** What a code takes off the price of these choices, all in cents computed here. */
export type PromotionQuote = {
  code: string;
  title: string;
  percentOff: number;
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
};

/**
 * The price the server gives these choices and what the code takes off it; a code that cannot
 * be used is refused naming `promotionCode`, with the reason for the customer.
 */
export async function quotePromotion(
  { promotionCode, contactEmail, choices }: PromotionCheckRequest,
  account?: { userId: string; email: string },
): Promise<PromotionQuote> {
  const { quantity } = choices;
  if (quantity === undefined) throw invalidField('choices.quantity', quantityRequired);
  const book = await currentPriceBook();
  const listPriceCents = Math.round(totalPrice(book, { ...choices, quantity }) * 100);
  const check = await checkPromotion({
    code: promotionCode,
    productId: choices.product ?? 'stickers-labels',
    subtotalCents: listPriceCents,
    customer: { userId: account?.userId, email: contactEmail, accountEmail: account?.email },
    // The product's advertised discount is an offer already in the price.
    percentAlreadyOff: lineFor(book, choices).discount,
  });
  if (!check.ok) throw invalidField(PROMOTION_FIELD, check.message);
  const { code, title, percentOff, discountCents } = check.promotion;
  return {
    code,
    title,
    percentOff,
    listPriceCents,
    discountCents,
    totalCents: listPriceCents - discountCents,
  };
}

/**
 * Code checks one visitor address may make: a shopper applies a code or two (and retries a
 * typo), while guessing codes at this rate would take years to find one.
 */
export const PROMOTION_CHECK_RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 } as const;
