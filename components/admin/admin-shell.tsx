import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/content/site';

const sections = [
  { href: '/admin', label: 'Orders' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/companies', label: 'Companies' },
  { href: '/admin/reports', label: 'Reports' },
  { href: '/admin/invoices', label: 'Invoices' },
  { href: '/admin/accounts', label: 'Accounts on terms' },
  { href: '/admin/deals', label: 'Deals' },
  { href: '/admin/prices', label: 'Prices' },
  { href: '/admin/catalogue', label: 'Catalogue' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/messages', label: 'Contact messages' },
  { href: '/admin/certificates', label: 'Tax certificates' },
  { href: '/admin/tax', label: 'Sales tax' },
  { href: '/admin/outbox', label: 'Outbox' },
  { href: '/admin/emails', label: 'E-mail texts' },
  { href: '/admin/staff', label: 'Staff' },
] as const;

const linkClass =
  'rounded px-2 py-1 font-semibold text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

/** The console's own frame: no shop navigation, a link to each section and back to the site. */
export function AdminShell({
  staffEmail,
  unreadReplies,
  children,
}: {
  staffEmail: string;
  /** How many quotes have customer messages nobody has opened: shown beside Replies. */
  unreadReplies: number;
  children: ReactNode;
}) {
  return (
    <>
      {/* Printed pages (job tickets) are the page's content alone. */}
      <header className="bg-slate-900 text-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">
            {site.name} <span className="font-normal text-slate-300">· Shop console</span>
          </p>
          <p className="min-w-0 text-sm text-slate-300">
            Signed in as <span className="break-all">{staffEmail}</span> ·{' '}
            <Link href="/" className="whitespace-nowrap text-white underline">
              View site
            </Link>
          </p>
        </div>
        <nav aria-label="Console" className="border-t border-slate-700">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-4 gap-y-1 px-2 py-2 text-sm">
            {sections.map((section) => (
              <li key={section.href}>
                <Link href={section.href} className={linkClass}>
                  {section.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/admin/replies" className={linkClass}>
                Customer replies
                {unreadReplies > 0 ? (
                  <span className="ml-1.5 rounded-full bg-orange-600 px-2 py-0.5 text-xs text-white no-underline">
                    {unreadReplies}
                    <span className="sr-only">
                      {' '}
                      {unreadReplies === 1 ? 'quote' : 'quotes'} with unread replies
                    </span>
                  </span>
                ) : null}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main
        id="main"
        className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </>
  );
}
