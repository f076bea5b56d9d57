import 'server-only';

export { ABANDONED_ARTWORK_AFTER_MS, artworkDownloadUrl, removeAbandonedArtwork } from './artwork';
export { createQuote, listQuotesForCustomer, priceMismatchMessage } from './store';
export type { StoredQuote } from './store';
export type { QuoteSummary } from './summary';
export { quoteRequestSchema } from './schema';
export type { QuoteRequest } from './schema';
