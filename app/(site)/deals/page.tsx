import { DealCards } from '@/components/deals/deal-cards';
import { DealOffer } from '@/components/deals/deal-offer';
import { PageIntro } from '@/components/layout/page-intro';
import { deal } from '@/content/deal';
import { daysRemaining } from '@/lib/deal';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/deals');

export default function DealsPage() {
  return (
    <>
      <PageIntro path="/deals" />
      <section aria-labelledby="deal-heading" className="mx-auto max-w-7xl px-4">
        <div className="rounded-2xl border border-orange-200 bg-orange-50 p-8">
          <h2 id="deal-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {deal.title}
          </h2>
          <p className="mt-2 max-w-3xl text-lg text-slate-700">{deal.description}</p>
          <DealOffer deal={deal} renderedDaysLeft={daysRemaining(deal, new Date())} />
        </div>
      </section>
      <DealCards />
    </>
  );
}
