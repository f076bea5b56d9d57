import Link from 'next/link';
import { formatDateTime, PaymentBadge, StageBadge } from '@/components/admin/format';
import { Section } from '@/components/admin/quote-sections';
import type { CustomerHistory } from '@/lib/customers/server';
import { formatCents } from '@/lib/payments';
import { paymentMethodLabels, paymentRowStatusWords } from '@/lib/payments';
import { productName } from '@/lib/quotes';

const listClass = 'divide-y divide-slate-200 rounded border border-slate-200';

/**
 * A customer's or a company's quotes (each with its stage, total and payment), payments and
 * contact messages: the console's customer and company pages show them alike. A company's
 * quotes carry the name of the colleague who sent each.
 */
export function HistorySections({
  history,
}: {
  history: Pick<CustomerHistory, 'payments' | 'messages'> & {
    quotes: (CustomerHistory['quotes'][number] & { contactName?: string })[];
  };
}) {
  return (
    <>
      <Section id="quotes-heading" title={`Quotes (${history.quotes.length})`}>
        <ul className={listClass} aria-label="Quotes, newest first">
          {history.quotes.map((quote) => (
            <li
              key={quote.id}
              className="grid gap-1 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4"
            >
              <div>
                <Link
                  href={`/admin/quotes/${quote.number}`}
                  className="font-mono font-semibold text-orange-800 underline"
                >
                  {quote.number}
                </Link>
                <p className="text-sm text-slate-600">{formatDateTime(quote.createdAt)}</p>
                {quote.contactName ? (
                  <p className="text-sm break-words text-slate-600">Sent by {quote.contactName}</p>
                ) : null}
              </div>
              <p>
                {productName(quote.product)} · {quote.quantity.toLocaleString('en-US')} ·{' '}
                <span className="tabular-nums">{formatCents(quote.totalCents)}</span>
              </p>
              <div className="flex flex-wrap gap-2">
                <StageBadge stage={quote.status} />
                <PaymentBadge status={quote.paymentStatus} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="customer-payments-heading" title="Payments">
        {history.payments.length === 0 ? (
          <p className="text-slate-600">No payment recorded.</p>
        ) : (
          <ul className={listClass} aria-label="Payments, newest first">
            {history.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
                <p>
                  <span className="font-semibold">
                    {payment.kind === 'refund' ? 'Refund' : 'Payment'} {formatCents(payment.amountCents)}
                  </span>{' '}
                  · {paymentMethodLabels[payment.method]}
                  {paymentRowStatusWords[payment.status]} · for {payment.quoteNumber}
                </p>
                <p className="text-sm text-slate-600">{formatDateTime(payment.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="customer-messages-heading" title="Messages">
        {history.messages.length === 0 ? (
          <p className="text-slate-600">No message through the contact form.</p>
        ) : (
          <ul className={listClass} aria-label="Contact messages, newest first">
            {history.messages.map((message) => (
              <li key={message.id} className="p-3">
                <p className="font-semibold break-words">{message.subject}</p>
                <p className="text-sm text-slate-600">
                  {formatDateTime(message.createdAt)} · {message.handledAt ? 'handled' : 'open'}
                </p>
                <p className="mt-1 whitespace-pre-line break-words">{message.message}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
