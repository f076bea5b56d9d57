import Link from 'next/link';
import { formatLongDate } from '@/lib/shop-time';
import type { OpenInvoice } from '@/lib/payments/server';
import { formatCents } from '@/lib/payments';
import { netLabel } from '@/lib/payments';

function InvoiceTable({ caption, invoices }: { caption: string; invoices: OpenInvoice[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Quote', 'Customer', 'Company', 'PO', 'Total', 'Due', 'Due on', 'Days overdue'].map((title) => (
              <th key={title} scope="col" className="px-3 py-2">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => (
            <tr key={invoice.number}>
              <th scope="row" className="px-3 py-2 font-mono">
                <Link
                  href={`/admin/quotes/${encodeURIComponent(invoice.number)}`}
                  className="text-orange-800 underline"
                >
                  {invoice.number}
                </Link>
              </th>
              <td className="px-3 py-2">
                {invoice.contactName}
                <span className="block break-all text-slate-600">{invoice.contactEmail}</span>
              </td>
              <td className="px-3 py-2">{invoice.companyName ?? '—'}</td>
              <td className="px-3 py-2">{invoice.poNumber ?? '—'}</td>
              <td className="px-3 py-2 tabular-nums">{formatCents(invoice.totalCents)}</td>
              <td className="px-3 py-2 tabular-nums">{formatCents(invoice.balanceCents)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatLongDate(invoice.dueOn)}
                {invoice.netDays ? (
                  <span className="block text-slate-600">{netLabel(invoice.netDays)}</span>
                ) : null}
              </td>
              <td className="px-3 py-2 tabular-nums">{invoice.daysOverdue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The console's Invoices page: orders sold on terms with a balance, the overdue ones first. */
export function OpenInvoices({ invoices }: { invoices: OpenInvoice[] }) {
  const overdue = invoices.filter((invoice) => invoice.daysOverdue > 0);
  const open = invoices.filter((invoice) => invoice.daysOverdue === 0);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Invoices on terms</h1>
      <p className="max-w-3xl text-slate-600">
        Orders sold on terms that still have a balance. An invoice is overdue from the day after its due date
        (shop time). Record a payment on the quote when the customer pays the shop directly; a card payment
        from their quote page is recorded by itself.
      </p>
      {[
        {
          id: 'overdue-heading',
          title: `Overdue (${overdue.length})`,
          rows: overdue,
          empty: 'Nothing is overdue.',
        },
        { id: 'open-heading', title: `Open (${open.length})`, rows: open, empty: 'No open invoice.' },
      ].map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="space-y-3">
          <h2 id={group.id} className="text-lg font-bold">
            {group.title}
          </h2>
          {group.rows.length === 0 ? (
            <p className="text-slate-600">{group.empty}</p>
          ) : (
            <InvoiceTable caption={group.title} invoices={group.rows} />
          )}
        </section>
      ))}
    </div>
  );
}
