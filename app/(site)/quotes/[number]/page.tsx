import type { Metadata } from 'next';
import { cardReturns, QuotePage } from '@/components/orders/quote-page';
import { quotePageActions } from '../quote-page-actions';

// The link's token is in the URL: never indexed, never cached, never sent on (proxy.ts sets
// Referrer-Policy: no-referrer on /quotes/).
export const metadata: Metadata = { title: 'Your quote', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ access?: string | string[]; checkout?: string | string[] }>;
};

/** The quote page a guest opens through the link in their e-mail. */
export default async function GuestQuotePage({ params, searchParams }: Props) {
  const [{ number }, { access, checkout }] = await Promise.all([params, searchParams]);
  return (
    <QuotePage
      actions={quotePageActions}
      number={number}
      accessToken={typeof access === 'string' ? access : undefined}
      returnedFromCheckout={checkout === 'returned'}
      cardReturn={cardReturns[String(checkout)]}
    />
  );
}
