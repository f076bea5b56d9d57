import 'server-only';

export { ABANDONED_ARTWORK_AFTER_MS, artworkDownloadUrl, removeAbandonedArtwork } from './artwork';
export {
  createQuote,
  forwardQuote,
  idempotencyKeyReusedMessage,
  listQuotesForCustomer,
  priceMismatchMessage,
} from './store';
export type { QuoteContext, StoredQuote } from './store';
export type { QuoteSummary } from './summary';
export { quoteRequestSchema } from './schema';
export type { QuoteRequest } from './schema';
