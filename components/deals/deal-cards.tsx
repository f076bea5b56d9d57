import { TextLink } from '@/components/ui/text-link';
import { TitledSection } from '@/components/ui/titled-section';
import { dealsPage } from '@/content/deals';

export function DealCards() {
  return (
    <TitledSection id="deal-cards" title={dealsPage.cardsTitle} className="mx-auto max-w-7xl px-4 py-10">
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {dealsPage.cards.map((card) => (
          <li key={card.name} className="flex flex-col rounded-2xl border border-slate-200 p-6">
            <h3 className="text-xl font-bold text-slate-900">{card.name}</h3>
            <p className="mt-2 flex-1 text-slate-700">{card.description}</p>
            <TextLink href={card.href} className="mt-4">
              {card.action}
            </TextLink>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
