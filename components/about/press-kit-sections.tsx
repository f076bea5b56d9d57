import { Drawing } from '@/components/ui/drawing';
import { TitledSection } from '@/components/ui/titled-section';
import { press } from '@/content/press';
import { buttonClass } from '@/components/ui/button';

// Media coverage stays in content/press.ts until the shop publishes it (spec §2).
export function PressKitSections() {
  const { about, keyFacts, visualAssets } = press;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8">
      <TitledSection id="press-about" title={about.title}>
        <p className="mt-3 max-w-3xl text-slate-700">{about.text}</p>
      </TitledSection>
      <TitledSection id="key-facts" title={keyFacts.title}>
        <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {keyFacts.facts.map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="font-semibold text-slate-900">{fact.term}</dt>
              <dd className="text-slate-700">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
      <TitledSection id="visual-assets" title={visualAssets.title}>
        <p className="mt-3 text-slate-700">{visualAssets.text}</p>
        <div className="mt-4 flex flex-wrap items-center gap-6 rounded-2xl border border-slate-200 p-6">
          <Drawing
            image={{ src: visualAssets.logo.href, alt: visualAssets.logo.alt }}
            width={260}
            height={48}
            className="h-12 w-auto"
          />
          <a
            href={visualAssets.logo.href}
            download={visualAssets.logo.fileName}
            className={buttonClass('primary')}
          >
            {visualAssets.logo.label}
          </a>
        </div>
      </TitledSection>
    </div>
  );
}
