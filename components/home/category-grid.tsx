import Link from 'next/link';
import { TextLink } from '@/components/ui/text-link';
import { TitledSection } from '@/components/ui/titled-section';
import { categoryGrid } from '@/content/home';
import { belowTheFold } from '@/components/layout/below-the-fold';

export function CategoryGrid() {
  return (
    <div {...belowTheFold} className="bg-slate-50">
      <TitledSection id="categories" title={categoryGrid.title} className="mx-auto max-w-7xl px-4 py-14">
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {categoryGrid.groups.map((group) => (
            <section
              key={group.name}
              aria-labelledby={`category-${group.name}`}
              className="rounded-2xl bg-white p-6 shadow-sm"
            >
              <h3 id={`category-${group.name}`} className="text-lg font-bold text-slate-900">
                <Link
                  href={group.href}
                  prefetch={false}
                  className="inline-block py-1 hover:text-orange-700 hover:underline"
                >
                  {group.name}
                </Link>
              </h3>
              <ul className="mt-4 space-y-2">
                {group.tiles.map((tile) => (
                  <li key={tile.name}>
                    <Link
                      href={tile.href}
                      prefetch={false}
                      className="block rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-orange-700 hover:text-orange-700"
                    >
                      {tile.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-8 text-center">
          <TextLink href={categoryGrid.allProducts.href}>{categoryGrid.allProducts.name}</TextLink>
        </p>
      </TitledSection>
    </div>
  );
}
