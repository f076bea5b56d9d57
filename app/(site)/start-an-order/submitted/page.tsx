import type { Metadata } from 'next';
import { QuoteConfirmation } from '@/components/quote/quote-confirmation';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { metadataFor } from '@/lib/seo';

// One visitor's confirmation: never a search result, and not in the sitemap.
export const metadata: Metadata = {
  ...metadataFor({
    path: '/start-an-order/submitted',
    title: quoteConfirmation.title,
    description: quoteConfirmation.description,
  }),
  robots: { index: false, follow: false },
};

export default function QuoteSubmittedPage() {
  return <QuoteConfirmation />;
}
