import { PriorityDrawing } from '@/components/ui/priority-drawing';
import { hero } from '@/content/home';
import { pages } from '@/content/pages';
import { isDealRunning } from '@/lib/deal';
import { checkmarkStyles } from '@/lib/hero-animation';
import { featuredDeals } from '@/lib/promotions/server';
import { HeroActions } from './hero-actions';

/** Headline, the three calls to action and the checkmark list (animated with CSS only). */
export async function Hero() {
  const page = pages['/'];
  const dealDates = (await featuredDeals()).map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-slate-50 to-white">
      <style>{checkmarkStyles()}</style>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:gap-10 sm:py-14 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {page.heading}
          </h1>
          <p className="mt-4 text-xl text-slate-700">{page.intro}</p>
          <HeroActions
            dealDates={dealDates}
            actions={hero.actions}
            initiallyRunning={dealDates.some((deal) => isDealRunning(deal, new Date()))}
          />
        </div>
        <div className="space-y-4">
          <PriorityDrawing
            image={hero.image}
            width={480}
            height={320}
            className="h-auto w-full rounded-2xl border border-slate-200"
          />
          <ul className="space-y-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {hero.promises.map((promise, index) => (
              <li key={promise} className="flex items-center gap-3 text-base font-medium text-slate-800">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className={`hero-check-${index} h-7 w-7 shrink-0 text-green-700`}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <circle cx="12" cy="12" r="10" strokeWidth="2" />
                  <path strokeLinecap="round" strokeLinejoin="round" d="m7.5 12.5 3 3 6-6.5" />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
