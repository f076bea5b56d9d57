import Link from 'next/link';
import { formatDateTime } from '@/components/admin/format';
import { buttonClass } from '@/components/ui/button';
import { SearchField } from '@/components/admin/inbox-filter';
import { customerHref, type CustomerRow } from '@/lib/customers/server';

/** The console's Customers page: a search box and the customers it finds, most recent first. */
export function CustomerList({ customers, search }: { customers: CustomerRow[]; search?: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Customers</h1>
      <form
        method="get"
        action="/admin/customers"
        role="search"
        aria-label="Customers"
        className="flex flex-wrap items-end gap-3"
      >
        <SearchField
          id="customer-search"
          value={search}
          hint={'Name, e-mail or one of their quote numbers (the start of it is enough).'}
        />
        <div className="pb-7">
          <button type="submit" className={buttonClass('primary', 'compact')}>
            Find customers
          </button>
        </div>
      </form>
      {customers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {search ? 'No customer matches.' : 'No customer has sent a quote yet.'}
        </p>
      ) : (
        <ul
          aria-label="Customers, most recent first"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {customers.map((customer) => (
            <li
              key={customer.email}
              className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <Link href={customerHref(customer.email)} className="font-semibold text-orange-800 underline">
                  {customer.name}
                </Link>
                {customer.company ? <span className="text-slate-700"> · {customer.company}</span> : null}
                <p className="text-sm break-all text-slate-600">{customer.email}</p>
              </div>
              <p className="text-sm text-slate-600">
                {customer.quotes === 1 ? '1 quote' : `${customer.quotes} quotes`} · last{' '}
                {formatDateTime(customer.lastQuoteAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
