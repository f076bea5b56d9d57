import type { Metadata } from 'next';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteConfirmation } from '@/components/quote/quote-confirmation';
import { quoteConfirmation } from '@/content/quote-confirmation';
import { metadataFor } from '@/lib/seo/server';

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
  const { missing } = quoteConfirmation;
  // The browser fills the quote's details in after it loads (the quote is in this tab's
  // storage): a screen's height reserved from the start keeps the footer from jumping.
  return (
    <div className="min-h-screen">
      <QuoteConfirmation
        intros={{
          found: <PageIntro page={quoteConfirmation} />,
          missing: <PageIntro page={{ heading: missing.heading, intro: missing.text }} />,
        }}
      />
    </div>
  );
}
