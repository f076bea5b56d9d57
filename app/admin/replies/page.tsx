import Link from 'next/link';
import type { Metadata } from 'next';
import { formatDateTime } from '@/components/admin/format';
import { requireStaff } from '@/lib/auth/server';
import { unreadReplies } from '@/lib/orders/server';

export const metadata: Metadata = { title: 'Customer replies' };

/** The quotes whose customers wrote and no staff member has opened since. */
export default async function RepliesPage() {
  await requireStaff();
  const quotes = await unreadReplies();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Customer replies</h1>
      {quotes.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No unread replies. Opening a quote marks its replies read.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {quotes.map((quote) => (
            <li key={quote.number} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <Link
                href={`/admin/quotes/${encodeURIComponent(quote.number)}`}
                className="font-mono font-semibold text-orange-800 underline"
              >
                {quote.number}
              </Link>
              <span className="min-w-0 break-words">{quote.contactName}</span>
              <span className="text-sm text-slate-600">
                {`${quote.messages} unread ${quote.messages === 1 ? 'message' : 'messages'} · latest ${formatDateTime(quote.latestAt)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
