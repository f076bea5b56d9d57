import Link from 'next/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { dealsPage } from '@/content/deals';

export function DealCards() {
  return (
    <section aria-labelledby="deal-cards-heading" className="mx-auto max-w-7xl px-4 py-10">
      <SectionHeading id="deal-cards-heading">{dealsPage.cardsTitle}</SectionHeading>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {dealsPage.cards.map((card) => (
          <li key={card.name} className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <h3 className="text-xl font-bold text-slate-900">{card.name}</h3>
            <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
            <Link href={card.href} prefetch={false} className="mt-4 font-semibold text-orange-700 underline underline-offset-4 hover:text-orange-800">
              {card.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
