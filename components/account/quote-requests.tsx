import Link from 'next/link';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import type { QuoteSummary } from '@/lib/quotes/server';
import { stageLabels } from '@/lib/orders';
import { SHOP_TIME_ZONE } from '@/lib/constants';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

const pageOf = (quote: QuoteSummary) => `/dashboard/quotes/${encodeURIComponent(quote.pageNumber)}`;
const linkClass = 'font-mono font-semibold text-orange-700 underline hover:text-orange-800';

/**
 * The customer's quote requests, newest first, each linking to its page. Stacked cards on
 * narrow screens (a seven-column table does not fit 390 px), the table from `md` up.
 */
export function QuoteRequests({
  quotes,
  label = 'Your quote requests',
  owner = 'You have',
}: {
  /** With `sentBy` (a company's quotes), each says which colleague sent it. */
  quotes: (QuoteSummary & { sentBy?: string })[];
  label?: string;
  /** Whose list this is, for the empty list's sentence ("You have", "Reyes Coffee has"). */
  owner?: string;
}) {
  const senders = quotes.some((quote) => quote.sentBy !== undefined);
  if (quotes.length === 0) {
    return (
      <p className="text-slate-700">
        {`${owner} no quote requests yet.`}{' '}
        <Link href="/start-an-order" className="font-semibold text-orange-700 underline">
          Get your first quote
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <ul aria-label={label} className="space-y-4 md:hidden">
        {quotes.map((quote) => (
          <li key={quote.pageNumber} className="rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={pageOf(quote)} prefetch={false} className={`${linkClass} break-all`}>
                <span className="sr-only">Quote </span>
                {quote.number}
              </Link>
              <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900">
                {stageLabels[quote.status]}
              </span>
            </div>
            <p className="mt-2 font-semibold text-slate-900">{`${quote.product} - ${quote.option}`}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">Size</dt>
              <dd className="text-slate-900">{quote.size}</dd>
              <dt className="text-slate-600">Quantity</dt>
              <dd className="text-slate-900">{formatQuantity(quote.quantity)}</dd>
              <dt className="text-slate-600">Price</dt>
              <dd className="text-slate-900">{formatDollars(quote.totalPrice)}</dd>
              <dt className="text-slate-600">Date</dt>
              <dd className="text-slate-900">{date.format(quote.createdAt)}</dd>
              {senders ? (
                <>
                  <dt className="text-slate-600">Sent by</dt>
                  <dd className="break-words text-slate-900">{quote.sentBy}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[
                'Number',
                'Product',
                'Size',
                'Quantity',
                'Price',
                'Stage',
                'Date',
                ...(senders ? ['Sent by'] : []),
              ].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {quotes.map((quote) => (
              <tr key={quote.pageNumber}>
                <th scope="row" className="px-4 py-3 whitespace-nowrap">
                  <Link href={pageOf(quote)} prefetch={false} className={linkClass}>
                    {quote.number}
                  </Link>
                </th>
                <td className="px-4 py-3">{`${quote.product} - ${quote.option}`}</td>
                <td className="px-4 py-3 whitespace-nowrap">{quote.size}</td>
                <td className="px-4 py-3">{formatQuantity(quote.quantity)}</td>
                <td className="px-4 py-3">{formatDollars(quote.totalPrice)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{stageLabels[quote.status]}</td>
                <td className="px-4 py-3 whitespace-nowrap">{date.format(quote.createdAt)}</td>
                {senders ? <td className="px-4 py-3">{quote.sentBy}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
