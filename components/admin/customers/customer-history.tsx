import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDateTime, PaymentBadge, StageBadge } from '@/components/admin/format';
import { Facts, Section } from '@/components/admin/quote-sections';
import type { CustomerHistory } from '@/lib/customers';
import { formatCents } from '@/lib/payments/amounts';
import { paymentMethodLabels, paymentRowStatusWords } from '@/lib/payments/methods';
import { productName } from '@/lib/quotes/summary';

const listClass = 'divide-y divide-slate-200 rounded border border-slate-200';

/** One customer's page: contact, accounts, every quote, payments and messages. */
export function CustomerHistoryView({ history }: { history: CustomerHistory }) {
  const { contact, account } = history;
  const accountFacts: [string, ReactNode][] = account
    ? [
        ['Account', `${account.name}, ${account.confirmed ? 'confirmed' : 'not confirmed yet'}`],
        ['Phone on the account', account.phone],
        ['Signed up', formatDateTime(account.createdAt)],
      ]
    : [
        [
          'Account',
          history.accountIds.length > 0 ? 'Sent quotes signed in' : 'No account: guest quotes only',
        ],
      ];
  return (
    <div className="space-y-6">
      <div>
        <Link href="/admin/customers" className="text-sm font-semibold text-orange-800 underline">
          ← All customers
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words">{contact.name}</h1>
        {contact.company ? <p className="text-slate-700">{contact.company}</p> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="contact-heading" title="Contact">
          <Facts
            items={[
              ['Name', contact.name],
              [
                'E-mail',
                <a
                  key="email"
                  href={`mailto:${history.email}`}
                  className="break-all text-orange-800 underline"
                >
                  {history.email}
                </a>,
              ],
              ['Phone', contact.phone],
              ...(contact.company ? ([['Company', contact.company]] as [string, ReactNode][]) : []),
            ]}
          />
        </Section>
        <Section id="accounts-heading" title="Accounts">
          <Facts items={accountFacts} />
        </Section>
      </div>

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
    </div>
  );
}
