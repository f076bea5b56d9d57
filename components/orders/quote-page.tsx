import { notFound } from 'next/navigation';
import { documentLinks } from '@/lib/documents';
import { DomainError } from '@/lib/errors';
import { customerQuoteView, customerThread, decisionRefusal, quoteForViewer } from '@/lib/orders';
import { presignReplyAttachmentAction, replyOnQuoteAction } from '@/lib/orders/conversation-actions';
import {
  cancelQuoteAction,
  payNowAction,
  removeCardAction,
  saveCardAction,
} from '@/lib/orders/order-actions';
import { answerProofAction } from '@/lib/orders/proof-action';
import { currentViewer } from '@/lib/orders/viewer';
import { artworkQuarantined } from '@/lib/proofs';
import { CustomerQuote } from './customer-quote';
import { QuoteConversation } from './quote-conversation';
import type { CardReturn } from './saved-card-panel';

/** The `checkout` values the saved-card steps send the customer back with. */
export const cardReturns: Partial<Record<string, CardReturn>> = {
  'card-saved': 'saved',
  'card-removed': 'removed',
};

/**
 * One quote page for the signed-in customer and for a guest with the e-mailed link: the same
 * 404 for every refusal, so the page never tells which quotes exist.
 */
export async function QuotePage({
  number,
  accessToken,
  returnedFromCheckout = false,
  cardReturn,
}: {
  number: string;
  accessToken?: string;
  returnedFromCheckout?: boolean;
  cardReturn?: CardReturn;
}) {
  const viewer = await currentViewer(accessToken);
  const quote = await quoteForViewer({ number, ...viewer }).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not_found') notFound();
    throw error;
  });
  const [view, documents, thread, decidedByOthers, quarantined] = await Promise.all([
    customerQuoteView(quote),
    documentLinks(quote, accessToken),
    customerThread(quote.id),
    decisionRefusal(quote, viewer.user),
    artworkQuarantined(quote.id),
  ]);
  return (
    <CustomerQuote
      quote={view}
      documents={documents}
      accessToken={accessToken}
      {...(decidedByOthers ? { decidedByOthers } : {})}
      answer={answerProofAction}
      artworkQuarantined={quarantined}
      returnedFromCheckout={returnedFromCheckout}
      payNow={payNowAction}
      cardReturn={cardReturn}
      saveCard={saveCardAction}
      removeCard={removeCardAction}
      cancel={cancelQuoteAction}
      conversation={
        <QuoteConversation
          number={view.pageNumber}
          accessToken={accessToken}
          entries={thread}
          presign={presignReplyAttachmentAction}
          reply={replyOnQuoteAction}
        />
      }
    />
  );
}
