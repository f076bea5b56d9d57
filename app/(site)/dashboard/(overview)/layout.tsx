import Link from 'next/link';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AccountDetails } from '@/components/account/account-details';
import { PasswordSettings } from '@/components/account/password-settings';
import { ProfileSettings } from '@/components/account/profile-settings';
import { SignInSecurity } from '@/components/account/sign-in-security';
import { SignOutButton } from '@/components/account/sign-out-button';
import { buttonClass } from '@/components/ui/button';
import { getServerSession, isStaff } from '@/lib/auth/server';

/**
 * The dashboard's greeting and the account's details come from the session alone, so they are
 * sent with the page's first bytes; only the quote list below waits for the database, behind
 * loading.tsx. Were the greeting behind that boundary too, React would show it no sooner than
 * 300 ms after the skeleton's first paint, however fast the database answered.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  // proxy.ts already guards this route; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect('/login?next=/dashboard');
  const staff = await isStaff(user);

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
          {/* Staff land on their console after signing in; this takes them back to it. */}
          {staff && (
            <Link href="/admin" prefetch={false} className={buttonClass('primary', 'compact')}>
              Shop console
            </Link>
          )}
          <Link href="/dashboard/company" prefetch={false} className={buttonClass('secondary', 'compact')}>
            Company account
          </Link>
          <Link
            href="/dashboard/tax-exemption"
            prefetch={false}
            className={buttonClass('secondary', 'compact')}
          >
            Tax exemption
          </Link>
          <Link href="/dashboard/addresses" prefetch={false} className={buttonClass('secondary', 'compact')}>
            Saved addresses
          </Link>
          <Link href="/dashboard/your-data" prefetch={false} className={buttonClass('secondary', 'compact')}>
            Your data
          </Link>
          <SignOutButton className={buttonClass('secondary', 'compact')} />
        </div>
      </div>
      <section aria-labelledby="account-heading" className="space-y-4">
        <h2 id="account-heading" className="text-xl font-bold text-slate-900">
          Your details
        </h2>
        <AccountDetails user={user} />
        <ProfileSettings name={user.name} />
      </section>
      <section aria-labelledby="security-heading" className="space-y-4">
        <h2 id="security-heading" className="text-xl font-bold text-slate-900">
          Sign-in security
        </h2>
        <SignInSecurity email={user.email} />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h3 id="password-heading" className="font-bold text-slate-900">
              Password
            </h3>
            <p className="text-sm text-slate-700">
              A new password signs you out on every other device. Here you confirm the login again with your
              code.
            </p>
            <PasswordSettings email={user.email} labelledBy="password-heading" />
          </div>
          <div className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h3 className="font-bold text-slate-900">Signed-in devices</h3>
            <p className="text-sm text-slate-700">
              Lost a phone, or logged in on someone else&apos;s computer? Sign out on every device at once,
              this one included.
            </p>
            <SignOutButton everywhere className={buttonClass('secondary', 'compact')} />
          </div>
        </div>
      </section>
      {children}
    </div>
  );
}
