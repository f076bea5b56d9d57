import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuotePage } from '@/components/orders/quote-page';
import { getServerSession } from '@/lib/auth';

export const metadata: Metadata = { title: 'Your quote', robots: { index: false, follow: false } };

type Props = { params: Promise<{ number: string }> };

export default async function DashboardQuotePage({ params }: Props) {
  const { number } = await params;
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  if (!(await getServerSession()))
    redirect(`/login?next=${encodeURIComponent(`/dashboard/quotes/${number}`)}`);
  return <QuotePage number={number} />;
}
