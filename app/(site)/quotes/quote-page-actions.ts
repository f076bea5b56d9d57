import type { QuotePageActions } from '@/components/orders/quote-page';
import { presignReplyAttachmentAction, replyOnQuoteAction } from './conversation-actions';
import { cancelQuoteAction, payNowAction, removeCardAction, saveCardAction } from './order-actions';
import { answerProofAction } from './proof-action';

/** What a customer's quote page posts to, for the guest's page and the dashboard's alike. */
export const quotePageActions: QuotePageActions = {
  answerProofAction,
  payNowAction,
  saveCardAction,
  removeCardAction,
  cancelQuoteAction,
  presignReplyAttachmentAction,
  replyOnQuoteAction,
};
