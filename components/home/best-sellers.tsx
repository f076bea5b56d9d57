import { Drawing } from '@/components/ui/drawing';
import Link from 'next/link';
import { ButtonLink } from '@/components/ui/button-link';
import { TitledSection } from '@/components/ui/titled-section';
import { bestSellers } from '@/content/home';

export function BestSellers() {
  return (
    <TitledSection
      belowTheFold
      id="best-sellers"
      title={bestSellers.title}
      className="mx-auto max-w-7xl px-4 py-14"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {bestSellers.featured.map((product) => (
          <li
            key={product.name}
            className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center"
          >
            <Drawing
              image={product.image}
              width={160}
              height={160}
              className="h-40 w-40 shrink-0"
              loading="lazy"
            />
            <div>
              <p className="inline-block rounded-full bg-orange-100 px-3 py-1 text-xs font-bold tracking-wide text-orange-800">
                {product.tag}
              </p>
              <h3 className="mt-2 text-xl font-bold text-slate-900">{product.name}</h3>
              <p className="mt-1 text-slate-700">{product.description}</p>
              <ButtonLink href={product.href} className="mt-4" prefetch={false}>
                {bestSellers.action}
                <span className="sr-only"> for {product.name}</span>
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-10 text-lg font-semibold text-slate-900">{bestSellers.alsoPopularTitle}</h3>
      <ul className="mt-4 flex flex-wrap gap-3">
        {bestSellers.alsoPopular.map((item) => (
          <li key={item.name}>
            <Link
              href={item.href}
              prefetch={false}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-orange-700 hover:text-orange-700"
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
