import { notFound } from 'next/navigation';
import { documentLinks } from '@/lib/documents/server';
import { DomainError } from '@/lib/errors';
import {
  currentViewer,
  customerQuoteView,
  customerThread,
  decisionRefusal,
  quoteForViewer,
} from '@/lib/orders/server';
import { artworkQuarantined } from '@/lib/proofs/server';
import { CustomerQuote } from './customer-quote';
import { QuoteConversation } from './quote-conversation';
import type { CardReturn } from './saved-card-panel';

type Props<Component> = Component extends (props: infer P) => unknown ? P : never;
type CustomerQuoteProps = Props<typeof CustomerQuote>;
type ConversationProps = Props<typeof QuoteConversation>;

/** The server actions the page's forms post to: they live beside the pages (app/(site)/quotes). */
export type QuotePageActions = {
  answerProofAction: CustomerQuoteProps['answer'];
  payNowAction: CustomerQuoteProps['payNow'];
  saveCardAction: CustomerQuoteProps['saveCard'];
  removeCardAction: CustomerQuoteProps['removeCard'];
  cancelQuoteAction: CustomerQuoteProps['cancel'];
  presignReplyAttachmentAction: ConversationProps['presign'];
  replyOnQuoteAction: ConversationProps['reply'];
};

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
  actions,
}: {
  actions: QuotePageActions;
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
      answer={actions.answerProofAction}
      artworkQuarantined={quarantined}
      returnedFromCheckout={returnedFromCheckout}
      payNow={actions.payNowAction}
      cardReturn={cardReturn}
      saveCard={actions.saveCardAction}
      removeCard={actions.removeCardAction}
      cancel={actions.cancelQuoteAction}
      conversation={
        <QuoteConversation
          number={view.pageNumber}
          accessToken={accessToken}
          entries={thread}
          presign={actions.presignReplyAttachmentAction}
          reply={actions.replyOnQuoteAction}
        />
      }
    />
  );
}
