import 'server-only';

// The customer's side: who may open a quote, and the page links that let them.
export {
  QUOTE_ACCESS_LINK_LIFETIME_MS,
  QUOTE_ACCESS_LINK_RATE_LIMIT,
  QuoteNotFoundError,
  quoteForViewer,
  quotePageLinkFor,
} from './access';
export type { QuoteRow, QuoteViewer } from './access';
