import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cardReturns, QuotePage } from '@/components/orders/quote-page';
import { quotePageActions } from '@/app/(site)/quotes/quote-page-actions';
import { getServerSession } from '@/lib/auth/server';

export const metadata: Metadata = { title: 'Your quote', robots: { index: false, follow: false } };

type Props = { params: Promise<{ number: string }>; searchParams: Promise<{ checkout?: string | string[] }> };

export default async function DashboardQuotePage({ params, searchParams }: Props) {
  const [{ number }, { checkout }] = await Promise.all([params, searchParams]);
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  if (!(await getServerSession()))
    redirect(`/login?next=${encodeURIComponent(`/dashboard/quotes/${number}`)}`);
  return (
    <QuotePage
      actions={quotePageActions}
      number={number}
      returnedFromCheckout={checkout === 'returned'}
      cardReturn={cardReturns[String(checkout)]}
    />
  );
}
