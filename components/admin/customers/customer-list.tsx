import Link from 'next/link';
import { formatDateTime } from '@/components/admin/format';
import { buttonClass } from '@/components/ui/button';
import { customerHref, type CustomerRow } from '@/lib/customers';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-orange-700 focus:outline-none';

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
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="customer-search" className="block text-sm font-semibold text-slate-800">
            Search
          </label>
          <input
            id="customer-search"
            name="q"
            type="search"
            defaultValue={search ?? ''}
            aria-describedby="customer-search-hint"
            className={inputClass}
          />
          <p id="customer-search-hint" className="mt-1 text-sm text-slate-600">
            Name, e-mail or one of their quote numbers (the start of it is enough).
          </p>
        </div>
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
