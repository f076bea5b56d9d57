import Link from 'next/link';
import { formatDateTime } from '@/components/admin/format';
import { SearchField } from '@/components/admin/inbox-filter';
import { buttonClass } from '@/components/ui/button';
import { companyHref, type CompanyRow } from '@/lib/customers/server';

/** The console's Companies page: a search by name and the companies it finds. */
export function CompanyList({ companies, search }: { companies: CompanyRow[]; search?: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Companies</h1>
      <form
        method="get"
        action="/admin/companies"
        role="search"
        aria-label="Companies"
        className="flex flex-wrap items-end gap-3"
      >
        <SearchField id="company-search" value={search} hint="The start of the company's name." />
        <div className="pb-7">
          <button type="submit" className={buttonClass('primary', 'compact')}>
            Find companies
          </button>
        </div>
      </form>
      {companies.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {search ? 'No company matches.' : 'No customer has set up a company yet.'}
        </p>
      ) : (
        <ul
          aria-label="Companies"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {companies.map((company) => (
            <li key={company.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
              <div className="min-w-0">
                <Link
                  href={companyHref(company.id)}
                  className="font-semibold break-words text-orange-800 underline"
                >
                  {company.name}
                </Link>
                {company.closedAt ? <span className="text-slate-700"> · closed</span> : null}
                <p className="text-sm break-all text-slate-600">{company.billingEmail}</p>
              </div>
              <p className="text-sm text-slate-600">
                {company.members === 1 ? '1 member' : `${company.members} members`} ·{' '}
                {company.quotes === 1 ? '1 quote' : `${company.quotes} quotes`} · since{' '}
                {formatDateTime(company.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
