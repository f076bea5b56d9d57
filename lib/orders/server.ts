import 'server-only';

/**
 * The shop's order workflow: stage moves, proofs, notes, the staff list and the console's
 * reads. The pure rules live in ./stages (client-safe); everything here touches the database.
 */
export {
  INBOX_PAGE_SIZE,
  inboxQuerySchema,
  listInbox,
  quoteDetail,
  quoteSearchCondition,
  type InboxQuery,
} from './inbox';
export {
  BOARD_COLUMN_SIZE,
  boardQuerySchema,
  loadBoard,
  type BoardCard,
  type BoardColumn,
  type BoardQuery,
} from './board';
export { quoteNumbersSchema, startProduction } from './bulk';
export { quoteAccount, type QuoteAccount } from './account';
export { OPEN_PRICE_STAGES, refreshOpenQuoteTotals, revisePrice } from './revision';
export {
  changeStage,
  decideProof,
  nextProofVersion,
  sendProof,
  sendStoredProof,
  type OrderActor,
  type ProofUpload,
} from './workflow';

// The customer's side: who may open a quote, and the page links that let them.
export {
  QUOTE_ACCESS_LINK_RATE_LIMIT,
  companyQuotesFor,
  decisionRefusal,
  quoteForViewer,
  quoteForViewerOrStaff,
  quotesOwnedBy,
} from './access';
export { customerQuoteView } from './customer-view';
export type { CustomerProof, CustomerQuoteView, TimelineStep } from './customer-view';
export { answerProof, type ProofDecisionForm } from './customer-decision';
export {
  cancelForCustomer,
  cardSetupForCustomer,
  checkoutForCustomer,
  removeCardForCustomer,
  type CustomerOrderForm,
  type CustomerOrderState,
} from './customer-order';
export { currentViewer, viewerOfRequest } from './viewer';

// The quote's conversation: staff's messages and notes, the customer's replies.
export {
  customerThread,
  quotesWithUnreadReplies,
  staffThread,
  replyOnQuote,
  unreadReplies,
  writeOnQuote,
  type ThreadEntry,
} from './conversation';
