import 'server-only';

export { ABANDONED_ARTWORK_AFTER_MS, artworkDownloadUrl, removeAbandonedArtwork } from './artwork';
export { ARTWORK_LINK_LIFETIME_MS, ARTWORK_LINK_RATE_LIMIT, resolveArtworkLink } from './artwork-link';
export {
  createQuote,
  customerQuotesCondition,
  forwardQuote,
  idempotencyKeyReusedMessage,
  listQuotesForCompany,
  listQuotesForCustomer,
  priceMismatchMessage,
} from './store';
export type { QuoteContext } from './store';
export { QUOTE_ACCESS_LINK_LIFETIME_MS, quoteAccessTokenHash, quotePageLinkFor } from './page-link';
export type { QuoteSummary } from './summary';
export { quoteRequestSchema } from './schema';
export type { QuoteRequest } from './schema';
