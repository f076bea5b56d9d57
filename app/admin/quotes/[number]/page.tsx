import { ORDER_NOTE_MAX_LENGTH } from '@/lib/constants';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import { Facts, FileLink, Section } from '@/components/admin/quote-sections';
import { DocumentList } from '@/components/documents/document-list';
import { formatDateTime, StageBadge } from '@/components/admin/format';
import { PaymentsSection } from '@/components/admin/payments-section';
import { PriceRevisionForm } from '@/components/admin/price-revision-form';
import { TermsSection } from '@/components/admin/terms/terms-form';
import { ProofForm } from '@/components/admin/proof-form';
import { QuoteLinks } from '@/components/admin/tickets/quote-links';
import { AutomaticProof } from '@/components/admin/automatic-proof';
import { ConversationSection } from '@/components/admin/conversation-section';
import { ArtworkCheck } from '@/components/quote/artwork-check';
import {
  embossingOptions,
  finishOptions,
  fulfillmentOptions,
  quoteProducts,
  uploadOptions,
} from '@/content/quote-products';
import { requireStaff } from '@/lib/auth';
import { companyHref } from '@/lib/customers';
import { documentLinks } from '@/lib/documents';
import { OPEN_PRICE_STAGES, quoteAccount, quoteDetail, type QuoteAccount } from '@/lib/orders';
import { maySendProof, stageLabels, staffMoves, staffStageHint, type OrderStage } from '@/lib/orders/stages';
import { accountTermsOf, paymentHistory, paymentSummary } from '@/lib/payments';
import { TERMS_NOTE_AUTHOR } from '@/lib/payments/terms-rules';
import { materialLabel } from '@/lib/pricing';
import { cutBorderLabel } from '@/lib/cut-line/shape';
import { priceDetails } from '@/lib/quotes/summary';
import { formatIsoDay } from '@/lib/schedule';
import { artworkStorage, downloadFileName } from '@/lib/storage';
import { automaticProofOf } from '@/lib/proofs';
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

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** "Account:" on the customer facts: an account the e-mail has shows even on a guest's quote. */
function accountText(account: QuoteAccount): string {
  if (account.kind === 'sender') return 'Signed in when sending';
  if (account.kind === 'guest') return 'Guest (no account with this e-mail)';
  const whose = account.name ? `${account.name}'s account` : 'An account with this e-mail';
  const since = account.since ? `, since ${formatDateTime(account.since)}` : '';
  return `${whose}${since} (this quote was sent as a guest)`;
}

const isPreviewable = (name: string) => /\.(png|jpe?g|gif|webp|svg)$/i.test(name);

const proofStatusLabels = {
  pending: 'waiting for the customer',
  approved: 'approved',
  changes_requested: 'changes requested',
  superseded: 'superseded by a newer proof',
} as const;

export default async function QuoteDetailPage({ params }: { params: Params }) {
  await requireStaff();
  const detail = await quoteDetail((await params).number);
  if (!detail) notFound();
  const { quote, events, proofs, artworkUrl, company } = detail;
  const documents = await documentLinks(quote);
  const product = quoteProducts.find((candidate) => candidate.id === quote.product);
  const option = product?.options.find((candidate) => candidate.id === quote.productOption);
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
  const address = quote.shippingAddress1
    ? `${[quote.shippingAddress1, quote.shippingAddress2].filter(Boolean).join(', ')}, ${quote.shippingCity}, ${quote.shippingState} ${quote.shippingPostalCode}, ${quote.shippingCountry}`
    : undefined;

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
        <Section id="customer-heading" title="Customer">
          <Facts
            items={[
              ['Name', quote.contactName],
              [
                'E-mail',
                <a key="email" href={`mailto:${quote.contactEmail}`} className="text-orange-800 underline">
                  {quote.contactEmail}
                </a>,
              ],
              ['Phone', quote.contactPhone],
              ...(quote.companyName ? ([['Company', quote.companyName]] as [string, ReactNode][]) : []),
              ...(quote.poNumber ? ([['PO number', quote.poNumber]] as [string, ReactNode][]) : []),
              ['Account', accountText(sender)],
              ...(company
                ? ([
                    [
                      'Company account',
                      <Link
                        key="company"
                        href={companyHref(company.id)}
                        className="break-words text-orange-800 underline"
                      >
                        {company.name}
                      </Link>,
                    ],
                  ] as [string, ReactNode][])
                : []),
            ]}
          />
        </Section>

        <Section id="order-heading" title="Order">
          <Facts
            items={[
              ['Product', `${product?.name ?? quote.product} – ${option?.name ?? quote.productOption}`],
              ['Size', `${quote.width} × ${quote.height} in`],
              ...(quote.material
                ? ([['Material', materialLabel(quote.product, quote.material)]] as [string, ReactNode][])
                : []),
              ...(quote.cutBorderIn !== null
                ? ([['White border', cutBorderLabel(quote.cutBorderIn)]] as [string, ReactNode][])
                : []),
              ['Embossing', labelOf(embossingOptions, quote.embossingOption)],
              ['Finish', labelOf(finishOptions, quote.finishOption)],
              ['Quantity', quote.quantity.toLocaleString('en-US')],
              ...priceDetails(quote).map(({ label, value }): [string, ReactNode] => [label, value]),
              ['Artwork', labelOf(uploadOptions, quote.uploadOption)],
              ['Fulfillment', labelOf(fulfillmentOptions, quote.fulfillmentMethod)],
              ...(quote.readyBy
                ? ([['Ready by', formatIsoDay(quote.readyBy)]] as [string, ReactNode][])
                : []),
              ...(address ? ([['Ship to', address]] as [string, ReactNode][]) : []),
              ...(quote.trackingNumber
                ? ([['Tracking', `${quote.shippingCarrier} ${quote.trackingNumber}`]] as [
                    string,
                    ReactNode,
                  ][])
                : []),
              ...(quote.upstreamReference
                ? ([['Upstream reference', quote.upstreamReference]] as [string, ReactNode][])
                : []),
            ]}
          />
          {OPEN_PRICE_STAGES.includes(quote.status) && !quote.upstreamReference ? (
            <PriceRevisionForm quoteId={quote.id} action={revisePriceAction} />
          ) : null}
        </Section>
      </div>

      <Section id="artwork-heading" title="Artwork">
        {quote.uploadedFileUrl ? (
          <div className="space-y-3">
            <FileLink url={artworkUrl} name={artworkName} preview={isPreviewable(artworkName)} />
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

      <Section id="stage-heading" title="Order stage">
        <p>
          Now: <StageBadge stage={quote.status} />
        </p>
        {hint ? <p className="mt-2 text-slate-600">{hint}</p> : null}
        {/* Always rendered, so the answer to the last move stays when no move is left. */}
        <ActionForm action={moveStageAction} className="mt-3 space-y-3" label="Move the order">
          <input type="hidden" name="quoteId" value={quote.id} />
          <input type="hidden" name="from" value={quote.status} />
          {moves.length > 0 ? (
            <>
              {moves.includes('shipped') ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <Field id="stage-carrier" name="carrier" label="Carrier" hint="Needed to mark shipped." />
                  <Field
                    id="stage-tracking"
                    name="trackingNumber"
                    label="Tracking number"
                    hint="Needed to mark shipped."
                  />
                </div>
              ) : null}
              <Field
                id="stage-note"
                name="note"
                label="Note (optional)"
                multiline
                maxLength={ORDER_NOTE_MAX_LENGTH}
                hint="Kept in the conversation for staff; a cancellation e-mail tells the customer this note."
              />
              <div className="flex flex-wrap gap-2">
                {moves.map((stage: OrderStage) => (
                  <SubmitButton
                    key={stage}
                    name="to"
                    value={stage}
                    variant={stage === 'cancelled' ? 'secondary' : 'primary'}
                  >
                    {stage === 'cancelled' ? 'Cancel order' : `Mark ${stageLabels[stage].toLowerCase()}`}
                  </SubmitButton>
                ))}
              </div>
            </>
          ) : null}
        </ActionForm>
      </Section>

      <Section id="proof-heading" title="Proofs">
        <p className="text-slate-600">
          {proofs.length === 0
            ? 'No proof sent yet.'
            : "Each proof's message and the customer's answer are in the conversation."}
        </p>
        <ol className="space-y-4">
          {proofs.map((proof) => (
            <li key={proof.id} className="rounded border border-slate-200 p-3">
              <p className="font-semibold">
                Proof {proof.version} · {proofStatusLabels[proof.status]}
              </p>
              <p className="text-sm text-slate-600">
                Sent {formatDateTime(proof.createdAt)} by {proof.sentBy}
              </p>
              <div className="mt-2">
                <FileLink
                  url={proof.downloadUrl}
                  name={proof.fileName}
                  preview={isPreviewable(proof.fileName)}
                />
              </div>
            </li>
          ))}
        </ol>
        {automaticProof ? (
          <div className="mt-4">
            <AutomaticProof
              quoteId={quote.id}
              quoteNumber={quote.number}
              proof={automaticProof}
              {...(automaticProofUrl ? { downloadUrl: automaticProofUrl } : {})}
              maySend={maySendProof(quote.status)}
              send={sendAutomaticProofAction}
            />
          </div>
        ) : null}
        {maySendProof(quote.status) ? (
          <div className="mt-4">
            <h3 className="font-semibold">Send {proofs.length ? 'a new' : 'a'} proof</h3>
            <div className="mt-2">
              <ProofForm quoteId={quote.id} presign={presignProofAction} send={sendProofAction} />
            </div>
          </div>
        ) : null}
      </Section>

      <ConversationSection quoteId={quote.id} presign={presignProofAction} write={writeOnQuoteAction} />

      <Section id="documents-heading" title="Documents">
        <DocumentList documents={documents} empty="No invoice or receipt has been issued yet." />
      </Section>
    </div>
  );
}
