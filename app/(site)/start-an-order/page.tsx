import { PageIntro } from '@/components/layout/page-intro';
import { QuoteWizard } from '@/components/quote/quote-wizard';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/start-an-order');

export default function StartAnOrderPage() {
  return (
    <>
      <PageIntro path="/start-an-order" />
      <QuoteWizard />
    </>
  );
}
