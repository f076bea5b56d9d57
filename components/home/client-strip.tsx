import { Drawing } from '@/components/ui/drawing';
import { clientBrands } from '@/content/home';
import { belowTheFold } from '@/components/layout/below-the-fold';

export function ClientStrip() {
  return (
    <section
      {...belowTheFold}
      aria-labelledby="clients-heading"
      className="border-y border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2
          id="clients-heading"
          className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Trusted by local brands
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {clientBrands.map((brand) => (
            <li key={brand.name} className="flex flex-col items-center gap-2 text-center">
              <Drawing
                image={{ src: brand.logo, alt: `${brand.name} logo` }}
                width={64}
                height={64}
                className="h-16 w-16"
                loading="lazy"
              />
              <span className="text-sm font-semibold text-slate-700">{brand.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
