import { Drawing } from '@/components/ui/drawing';
import { ButtonLink } from '@/components/ui/button-link';
import { labelsPromo } from '@/content/home';
import { belowTheFold } from '@/components/layout/below-the-fold';

export function LabelsPromo() {
  return (
    <section {...belowTheFold} aria-labelledby="labels-promo-heading" className="bg-brand-navy text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <h2 id="labels-promo-heading" className="text-3xl font-bold tracking-tight">
            {labelsPromo.title}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{labelsPromo.text}</p>
          <ButtonLink href={labelsPromo.action.href} className="mt-6">
            {labelsPromo.action.label}
          </ButtonLink>
        </div>
        <Drawing
          image={labelsPromo.image}
          width={480}
          height={300}
          className="h-auto w-full max-w-md justify-self-center"
          loading="lazy"
        />
      </div>
    </section>
  );
}
