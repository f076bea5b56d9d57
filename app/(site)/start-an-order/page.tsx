import { PageIntro } from '@/components/layout/page-intro';
import { QuoteWizard } from '@/components/quote/templates/quote-wizard';
import { lineRulesOf } from '@/lib/pricing';
import { pagePriceBook } from '@/lib/pricing/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/start-an-order');

export default async function StartAnOrderPage() {
  return (
    <>
      <PageIntro path="/start-an-order" />
      <QuoteWizard lines={lineRulesOf(await pagePriceBook())} />
    </>
  );
}
