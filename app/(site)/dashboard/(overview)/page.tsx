import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AccountDetails } from '@/components/account/account-details';
import { QuoteRequests } from '@/components/account/quote-requests';
import { SignOutButton } from '@/components/account/sign-out-button';
import { buttonClass } from '@/components/ui/button';
import { getServerSession, isStaff } from '@/lib/auth';
import { quotesOwnedBy } from '@/lib/orders';
import { metadataFor } from '@/lib/seo';

export const metadata = {
  ...metadataFor({
    path: '/dashboard',
    title: 'Dashboard',
    description: 'Your account and your quote requests.',
  }),
  robots: { index: false, follow: false },
};

export default async function DashboardPage() {
  // proxy.ts already guards this route; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect('/login?next=/dashboard');
  const [quotes, staff] = await Promise.all([quotesOwnedBy(user), isStaff(user)]);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-8 pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Welcome, {user.name}
          </h1>
          <p className="mt-2 text-lg text-slate-600">Your account and your quote requests.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* After the SMS code everyone lands here (spec); staff go on to their console. */}
          {staff && (
            <Link href="/admin" prefetch={false} className={buttonClass('primary', 'compact')}>
              Shop console
            </Link>
          )}
          <SignOutButton className={buttonClass('secondary', 'compact')} />
        </div>
      </div>
      <section aria-labelledby="account-heading" className="space-y-4">
        <h2 id="account-heading" className="text-xl font-bold text-slate-900">
          Your details
        </h2>
        <AccountDetails user={user} />
      </section>
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
      </section>
    </div>
  );
}
