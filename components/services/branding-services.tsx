import { ButtonLink } from '@/components/ui/button-link';
import { ContactPrompt } from '@/components/ui/contact-prompt';
import { TitledSection } from '@/components/ui/titled-section';
import { brandingPage, brandingServices } from '@/content/services';

export function BrandingServices() {
  const { addOn, contact } = brandingPage;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      <TitledSection id="branding-services" title={brandingPage.servicesTitle}>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {brandingServices.map((service) => (
            <li key={service.name} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold text-slate-900">{service.name}</h3>
              <p className="mt-2 text-slate-700">{service.description}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <section
        aria-labelledby="add-on-heading"
        className="rounded-2xl border-2 border-orange-700 bg-orange-50 p-6"
      >
        <p className="text-xs font-bold tracking-wide text-orange-800 uppercase">{addOn.label}</p>
        <h2 id="add-on-heading" className="mt-1 text-2xl font-bold text-slate-900">
          {addOn.name}
        </h2>
        <p className="mt-2 text-slate-700">{addOn.description}</p>
        <ButtonLink href={addOn.action.href} variant="secondary" className="mt-4">
          {addOn.action.label}
          <span className="sr-only"> about {addOn.name}</span>
        </ButtonLink>
      </section>
      <ContactPrompt text={contact.text} label={contact.label} href={contact.href} />
    </div>
  );
}
