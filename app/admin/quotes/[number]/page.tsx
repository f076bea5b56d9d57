import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FileLink, Section } from '@/components/admin/quote-sections';
import { DocumentList } from '@/components/documents/document-list';
import { formatDateTime, StageBadge } from '@/components/admin/format';
import { PaymentsSection } from '@/components/admin/payments-section';
import { TermsSection } from '@/components/admin/terms/terms-form';
import { QuoteLinks } from '@/components/admin/tickets/quote-links';
import { ConversationSection } from '@/components/admin/conversation-section';
import { CustomerSection } from '@/components/admin/quote-detail/customer-section';
import { OrderSection } from '@/components/admin/quote-detail/order-section';
import { ProofsSection } from '@/components/admin/quote-detail/proofs-section';
import { StageSection } from '@/components/admin/quote-detail/stage-section';
import { ArtworkCheck } from '@/components/quote/artwork-check';
import { requireStaff } from '@/lib/auth/server';
import { documentLinks } from '@/lib/documents/server';
import { quoteAccount, quoteDetail } from '@/lib/orders/server';
import { maySendProof, staffMoves, staffStageHint } from '@/lib/orders';
import { accountTermsOf, paymentHistory, paymentSummary } from '@/lib/payments/server';
import { TERMS_NOTE_AUTHOR } from '@/lib/payments';
import { artworkStorage, downloadFileName } from '@/lib/storage/server';
import { automaticProofOf } from '@/lib/proofs/server';
import {
  moveStageAction,
  presignProofAction,
  recordPaymentAction,
  revisePriceAction,
  refundPaymentAction,
  sendAutomaticProofAction,
  sendProofAction,
} from '../../actions';
import { setAccountTermsAction } from '../../terms-actions';
import { writeOnQuoteAction } from '../../conversation-actions';

type Params = Promise<{ number: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Quote ${(await params).number}` };
}

export default async function QuoteDetailPage({ params }: { params: Params }) {
  await requireStaff();
  const detail = await quoteDetail((await params).number);
  if (!detail) notFound();
  const { quote, events, proofs, artworkUrl, company } = detail;
  const documents = await documentLinks(quote);
  const [payment, history, account, automaticProof, sender] = await Promise.all([
    paymentSummary(quote),
    paymentHistory(quote.id),
    quote.userId ? accountTermsOf(quote.userId) : undefined,
    automaticProofOf(quote.id),
    quoteAccount(quote),
  ]);
  const automaticProofUrl = automaticProof?.fileRef
    ? await artworkStorage().downloadUrl(automaticProof.fileRef)
    : undefined;
  const paid = payment.dueCents === 0;
  const moves = staffMoves(quote.status, quote.fulfillmentMethod, {
    paid,
    onTerms: quote.termsDueOn !== null,
  });
  // Why an order of an account on terms waits for payment (written at approval, see lib/payments).
  const overLimitNote = events.findLast(
    (event) => event.kind === 'note' && event.actorRole === 'system' && event.actorName === TERMS_NOTE_AUTHOR,
  )?.note;
  const hint = staffStageHint(quote.status, paid, { ...quote, overLimitNote });
  const artworkName = quote.uploadedFileUrl
    ? downloadFileName(quote.uploadedFileUrl.slice(quote.uploadedFileUrl.lastIndexOf('/') + 1))
    : '';

  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin" className="text-sm font-semibold text-orange-800 underline">
          ← All quotes
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="font-mono text-2xl font-extrabold tracking-tight">Quote {quote.number}</h1>
          <StageBadge stage={quote.status} />
        </div>
        <p className="text-slate-600">Received {formatDateTime(quote.createdAt)}</p>
        <QuoteLinks number={quote.number} email={quote.contactEmail} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <CustomerSection quote={quote} account={sender} company={company} />
        <OrderSection quote={quote} revisePrice={revisePriceAction} />
      </div>

      <Section id="artwork-heading" title="Artwork">
        {quote.uploadedFileUrl ? (
          <div className="space-y-3">
            <FileLink url={artworkUrl} name={artworkName} />
            {/* The check as the customer saw it in the wizard. */}
            <ArtworkCheck preflight={quote.artworkPreflight ?? undefined} />
          </div>
        ) : (
          <p className="text-slate-600">The customer will send the artwork later.</p>
        )}
      </Section>

      <Section id="payments-heading" title="Payments">
        <PaymentsSection
          quoteId={quote.id}
          summary={payment}
          history={history}
          record={recordPaymentAction}
          refund={refundPaymentAction}
        />
      </Section>

      {quote.userId ? (
        <Section id="terms-heading" title="Terms">
          <TermsSection quote={quote} account={account} set={setAccountTermsAction} />
        </Section>
      ) : null}

      <StageSection quote={quote} moves={moves} hint={hint} move={moveStageAction} />

      <ProofsSection
        quote={quote}
        proofs={proofs}
        {...(automaticProof
          ? {
              automaticProof: {
                proof: automaticProof,
                ...(automaticProofUrl ? { downloadUrl: automaticProofUrl } : {}),
              },
            }
          : {})}
        maySend={maySendProof(quote.status)}
        presign={presignProofAction}
        send={sendProofAction}
        sendAutomatic={sendAutomaticProofAction}
      />

      <ConversationSection quoteId={quote.id} presign={presignProofAction} write={writeOnQuoteAction} />

      <Section id="documents-heading" title="Documents">
        <DocumentList documents={documents} empty="No invoice or receipt has been issued yet." />
      </Section>
    </div>
  );
}
