import Link from 'next/link';
import { formatDateTime, PaymentBadge, StageBadge } from '@/components/admin/format';
import { InboxFilter, QUOTE_SEARCH_HINT, SearchField } from '@/components/admin/inbox-filter';
import { buttonClass } from '@/components/ui/button';
import { inboxQuerySchema, listInbox } from '@/lib/orders/server';
import { ORDER_STAGES, stageLabels } from '@/lib/orders';
import { PAYMENT_STATUSES, paymentStatusLabels } from '@/lib/payments';
import { formatDollars } from '@/lib/pricing';
import { productName } from './product-name';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The list view of the console's quotes: every quote newest first, filtered by stage, payment and search. */
export async function QuoteList({ params }: { params: Record<string, string | string[] | undefined> }) {
  const query = inboxQuerySchema.parse({
    status: first(params.status),
    payment: first(params.payment),
    search: first(params.q),
    after: first(params.after),
  });
  const { rows, next } = await listInbox(query);
  const filters = new URLSearchParams({
    view: 'list',
    ...(query.status ? { status: query.status } : {}),
    ...(query.payment ? { payment: query.payment } : {}),
    ...(query.search ? { q: query.search } : {}),
  });
  const filtered = Boolean(query.status || query.payment || query.search);

  return (
    <div className="space-y-6">
      <form
        method="get"
        action="/admin"
        className="flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Quotes"
      >
        <input type="hidden" name="view" value="list" />
        <SearchField id="inbox-search" value={query.search} hint={QUOTE_SEARCH_HINT} />
        <InboxFilter
          id="inbox-status"
          name="status"
          label="Stage"
          value={query.status}
          any="All stages"
          options={ORDER_STAGES.map((stage) => ({ value: stage, label: stageLabels[stage] }))}
        />
        <InboxFilter
          id="inbox-payment"
          name="payment"
          label="Payment"
          value={query.payment}
          any="Any payment"
          options={PAYMENT_STATUSES.map((status) => ({ value: status, label: paymentStatusLabels[status] }))}
        />
        <div className="pb-7">
          <button type="submit" className={buttonClass('primary', 'compact')}>
            Show quotes
          </button>
        </div>
      </form>

      {rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold">{filtered ? 'No quotes match.' : 'No quotes yet.'}</p>
          <p className="mt-1 text-slate-600">
            {filtered
              ? 'Try another stage or payment state, or fewer letters of the number, name or e-mail.'
              : 'Quotes customers send from the website appear here, newest first.'}
          </p>
          {filtered ? (
            <Link
              href="/admin?view=list"
              className="mt-3 inline-block font-semibold text-orange-800 underline"
            >
              Show all quotes
            </Link>
          ) : null}
        </div>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Quotes, newest first"
        >
          {rows.map((row) => (
            <li
              key={row.id}
              className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-4"
            >
              <div>
                <Link
                  href={`/admin/quotes/${row.number}`}
                  className="font-mono font-semibold text-orange-800 underline underline-offset-2"
                >
                  {row.number}
                </Link>
                <p className="text-sm text-slate-600">{formatDateTime(row.createdAt)}</p>
              </div>
              <div className="min-w-0">
                <p className="font-semibold">{row.contactName}</p>
                <p className="truncate text-sm text-slate-600">{row.contactEmail}</p>
                <p className="text-sm text-slate-600">
                  {productName(row.product)} · {row.quantity.toLocaleString('en-US')} ·{' '}
                  {formatDollars(row.totalCents / 100)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <StageBadge stage={row.status} />
                <PaymentBadge status={row.paymentStatus} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <nav aria-label="Pages" className="flex flex-wrap gap-3">
        {query.after ? (
          <Link href={`/admin?${filters}`} className={buttonClass('secondary', 'compact')}>
            Newest
          </Link>
        ) : null}
        {next ? (
          <Link
            href={`/admin?${new URLSearchParams([...filters, ['after', next]])}`}
            className={buttonClass('secondary', 'compact')}
          >
            Older quotes
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
