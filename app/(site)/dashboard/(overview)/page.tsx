import Link from 'next/link';
import { redirect } from 'next/navigation';
import { QuoteRequests } from '@/components/account/quote-requests';
import { buttonClass } from '@/components/ui/button';
import { getServerSession } from '@/lib/auth/server';
import { companyQuotesFor, quotesOwnedBy } from '@/lib/orders/server';
import { metadataFor } from '@/lib/seo/server';

export const metadata = {
  ...metadataFor({
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your account and your quote requests.',
  }),
  robots: { index: false, follow: false },
};

/** The customer's quote requests: the part of the dashboard that waits for the database. */
export default async function DashboardPage() {
  const user = await getServerSession();
  if (!user) redirect('/login?next=/dashboard');
  const [quotes, company] = await Promise.all([quotesOwnedBy(user), companyQuotesFor(user)]);

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="quotes-heading" className="text-xl font-bold text-slate-900">
          Your quote requests
        </h2>
        <Link href="/start-an-order" prefetch={false} className={buttonClass('primary', 'compact')}>
          Start a new quote
        </Link>
      </div>
      <QuoteRequests quotes={quotes} />
      {company ? (
        <section aria-labelledby="company-quotes-heading" className="space-y-4 pt-6">
          <h2 id="company-quotes-heading" className="text-xl font-bold break-words text-slate-900">
            {`${company.company}'s quote requests`}
          </h2>
          <QuoteRequests
            quotes={company.quotes}
            label={`${company.company}'s quote requests`}
            owner={`${company.company} has`}
          />
        </section>
      ) : null}
    </section>
  );
}
