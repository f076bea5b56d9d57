import 'server-only';

export { PROMOTION_CHECK_RATE_LIMIT, promotionCheckSchema, quotePromotion } from './check';
export { checkPromotion, PROMOTION_FIELD, redeemPromotion } from './store';
export type { AppliedPromotion } from './store';
export { promotionMessages } from './rules';
export type { PromotionCustomer } from './rules';
export {
  codeTakenMessage,
  staleDealMessage,
  findPromotion,
  listPromotionsForStaff,
  promotionFormSchema,
  promotionProducts,
  savePromotion,
} from './admin';
export type { PromotionState, StaffPromotion } from './admin';
export { featuredDeals, readFeaturedDeals } from './deals';
export { type PromotionQuote } from './check';
