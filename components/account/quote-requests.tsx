import Link from 'next/link';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import type { QuoteSummary } from '@/lib/quotes';
import { SHOP_TIME_ZONE } from '@/lib/constants';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/** The customer's quote requests, newest first, with the details they asked for. */
export function QuoteRequests({ quotes }: { quotes: QuoteSummary[] }) {
  if (quotes.length === 0) {
    return (
      <p className="text-slate-700">
        You have no quote requests yet.{' '}
        <Link href="/start-an-order" className="font-semibold text-orange-700 underline">
          Get your first quote
        </Link>
        .
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Your quote requests</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Number', 'Product', 'Size', 'Quantity', 'Price', 'Status', 'Date'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {quotes.map((quote) => (
            <tr key={quote.number}>
              <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-slate-900">
                {quote.number}
              </th>
              <td className="px-4 py-3">{`${quote.product} - ${quote.option}`}</td>
              <td className="px-4 py-3 whitespace-nowrap">{quote.size}</td>
              <td className="px-4 py-3">{formatQuantity(quote.quantity)}</td>
              <td className="px-4 py-3">{formatDollars(quote.totalPrice)}</td>
              <td className="px-4 py-3 capitalize">{quote.status}</td>
              <td className="px-4 py-3 whitespace-nowrap">{date.format(quote.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
