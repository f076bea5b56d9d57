import { TitledSection } from '@/components/ui/titled-section';
import { about } from '@/content/about';
import { TeamList } from './team-list';

export function AboutSections() {
  const { mission, history, locations, achievements } = about;
  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-8">
      <TitledSection id="mission" title={mission.title}>
        <p className="mt-3 max-w-3xl text-base text-slate-700 sm:text-lg">{mission.text}</p>
      </TitledSection>
      <TitledSection id="history" title={history.title}>
        {history.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 max-w-3xl text-slate-700">
            {paragraph}
          </p>
        ))}
      </TitledSection>
      <TitledSection id="locations" title={locations.title}>
        <p className="mt-3 max-w-3xl text-slate-700">{locations.text}</p>
      </TitledSection>
      <TitledSection id="team" title={about.teamTitle} belowTheFold>
        <TeamList />
      </TitledSection>
      <TitledSection id="achievements" title={achievements.title} belowTheFold>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse justify-end rounded-2xl bg-slate-50 p-6">
              <dt className="mt-1 text-slate-700">{item.label}</dt>
              <dd className="text-4xl font-extrabold text-slate-900">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </TitledSection>
    </div>
  );
}
