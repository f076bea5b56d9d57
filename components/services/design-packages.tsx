import { ButtonLink } from '@/components/ui/button-link';
import { TitledSection } from '@/components/ui/titled-section';
import { designPackages, designPage } from '@/content/services';

export function DesignPackages() {
  return (
    <TitledSection id="packages" title={designPage.packagesTitle} className="mx-auto max-w-7xl px-4 py-8">
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {designPackages.map((pack) => (
          <li key={pack.name} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-xl font-bold text-slate-900">{pack.name}</h3>
            <p className="mt-2 text-4xl font-extrabold text-slate-900">${pack.price}</p>
            <ul className="mt-4 flex-1 space-y-2 text-slate-700">
              {pack.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="font-bold text-green-700">
                    ✓
                  </span>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <ButtonLink href={designPage.action.href} className="mt-6">
              {designPage.action.label}
              <span className="sr-only"> with the {pack.name} package</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">{designPage.note}</p>
    </TitledSection>
  );
}
