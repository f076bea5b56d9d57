import { DealCards } from '@/components/deals/deal-cards';
import { DealOffer } from '@/components/deals/deal-offer';
import { PageIntro } from '@/components/layout/page-intro';
import { deal, standingOffer } from '@/content/deal';
import { chosenDeal, daysRemaining, dealChoice } from '@/lib/deal';
import { featuredDeals } from '@/lib/promotions/server';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/deals');

export default async function DealsPage() {
  const deals = await featuredDeals();
  const now = new Date();
  const choice = dealChoice(deals, now);
  const shown = chosenDeal(deals, choice);
  return (
    <>
      <PageIntro path="/deals" />
      <DealOffer
        deals={deals}
        standingOffer={standingOffer}
        notCombinable={deal.notCombinable}
        renderedChoice={choice}
        renderedDaysLeft={shown ? daysRemaining(shown.deal, now) : 0}
      />
      <DealCards />
    </>
  );
}
