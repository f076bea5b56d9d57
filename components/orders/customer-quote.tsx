import Link from 'next/link';
import type { ReactNode } from 'react';
import { DocumentList } from '@/components/documents/document-list';
import { buttonClass } from '@/components/ui/button';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { DocumentLink } from '@/lib/documents/server';
import { paymentTexts } from '@/content/payments';
import { companyMessages } from '@/lib/companies';
import type { CustomerQuoteView } from '@/lib/orders/server';
import type { CustomerOrderState } from '@/lib/orders/server';
import type { ProofDecisionState } from '@/lib/orders';
import { CustomerOrderForm } from './customer-order-form';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel } from './payment-panel';
import { ProofPanel } from './proof-panel';
import { SavedCardPanel, type CardReturn } from './saved-card-panel';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });

type Props = {
  quote: CustomerQuoteView;
  /** The quote's invoices and receipts; the section shows once there is one. */
  documents: DocumentLink[];
  /** The e-mailed link's token, posted back with an answer when the visitor came by it. */
  accessToken?: string;
  /**
   * Set when this viewer sees a company's quote that its owners and approvers decide on: the
   * note, naming them, shown instead of the proof's answer and the payment buttons.
   */
  decidedByOthers?: string;
  answer: (state: ProofDecisionState, form: FormData) => Promise<ProofDecisionState>;
  /** Whether the automatic proof could not draw the artwork, which staff now check by hand. */
  artworkQuarantined: boolean;
  /** Back from Stripe's Checkout page (?checkout=returned). */
  returnedFromCheckout: boolean;
  payNow: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  /** Back from saving a card on Stripe's page, or from removing it. */
  cardReturn?: CardReturn;
  saveCard: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  removeCard: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  cancel: (state: CustomerOrderState, form: FormData) => Promise<CustomerOrderState>;
  /** The quote's conversation with the shop, and its reply form. */
  conversation: ReactNode;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map(({ label, value }) => (
        <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The customer's quote page: where the order stands, its proof, the artwork, and a reorder. */
export function CustomerQuote({
  quote,
  documents,
  accessToken,
  decidedByOthers,
  answer,
  artworkQuarantined,
  returnedFromCheckout,
  payNow,
  cardReturn,
  saveCard,
  removeCard,
  cancel,
  conversation,
}: Props) {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-8 pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">
            Quote <span className="whitespace-nowrap">{quote.number}</span>
          </h1>
          <p className="mt-2 text-lg text-slate-700">
            {`Sent ${date.format(quote.createdAt)} · `}
            <span className="font-semibold">{`Stage: ${quote.stageLabel}`}</span>
          </p>
        </div>
        <Link href={quote.reorderHref} prefetch={false} className={buttonClass('primary', 'regular')}>
          Reorder
        </Link>
      </div>
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="min-w-0 lg:col-start-3 lg:row-start-1">
          <Section id="progress-heading" title="Progress">
            <OrderTimeline steps={quote.timeline} />
            {quote.shipment && (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-900">
                {`Shipped with ${quote.shipment.carrier}, tracking number `}
                <span className="font-mono font-semibold break-all">{quote.shipment.trackingNumber}</span>
              </p>
            )}
          </Section>
        </div>
        <div className="min-w-0 space-y-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <Section id="proof-heading" title="Proof">
            {decidedByOthers && quote.mayDecide ? (
              <p className="rounded-lg border border-slate-200 p-4 text-slate-900">{decidedByOthers}</p>
            ) : null}
            <ProofPanel
              number={quote.pageNumber}
              current={
                decidedByOthers && quote.currentProof?.status === 'pending'
                  ? { ...quote.currentProof, statusLabel: companyMessages.proofAwaitingApproval }
                  : quote.currentProof
              }
              earlier={quote.earlierProofs}
              mayDecide={quote.mayDecide && !decidedByOthers}
              artworkQuarantined={artworkQuarantined}
              total={quote.total}
              accessToken={accessToken}
              answer={answer}
            />
          </Section>
          <Section id="payment-heading" title={paymentTexts.heading}>
            {decidedByOthers ? (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-900">{decidedByOthers}</p>
            ) : (
              <>
                <PaymentPanel
                  number={quote.pageNumber}
                  accessToken={accessToken}
                  payment={quote.payment}
                  beforeApproval={quote.mayCancel}
                  returnedFromCheckout={returnedFromCheckout}
                  payNow={payNow}
                />
                <SavedCardPanel
                  number={quote.pageNumber}
                  accessToken={accessToken}
                  payment={quote.payment}
                  beforeApproval={quote.mayCancel}
                  cardReturn={cardReturn}
                  saveCard={saveCard}
                  removeCard={removeCard}
                />
                {quote.mayCancel && (
                  <CustomerOrderForm
                    number={quote.pageNumber}
                    accessToken={accessToken}
                    action={cancel}
                    label={paymentTexts.cancel.button}
                    confirm={{
                      question: paymentTexts.cancel.question,
                      yes: paymentTexts.cancel.confirm,
                      no: paymentTexts.cancel.keep,
                    }}
                    variant="secondary"
                  />
                )}
              </>
            )}
          </Section>
          <Section id="conversation-heading" title="Messages">
            {conversation}
          </Section>
          {documents.length > 0 && (
            <Section id="documents-heading" title="Invoices and receipts">
              <DocumentList documents={documents} />
            </Section>
          )}
          <Section id="details-heading" title="Details">
            <Facts rows={quote.details} />
          </Section>
          <Section id="artwork-heading" title="Your artwork">
            {quote.artwork ? (
              <a
                href={quote.artwork.downloadUrl}
                rel="noreferrer"
                className="font-semibold break-all text-orange-700 underline hover:text-orange-800"
              >
                {`Download your artwork (${quote.artwork.fileName})`}
              </a>
            ) : (
              <p className="text-slate-700">You have not sent artwork with this quote.</p>
            )}
          </Section>
          <Section id="contact-heading" title="Contact">
            <Facts rows={quote.contact} />
          </Section>
        </div>
      </div>
    </div>
  );
}
