import { ButtonLink } from '@/components/ui/button-link';
import { learnMore, serviceEntries } from '@/content/services';
import { ServiceIcon } from './service-icon';

export function ServiceCards() {
  return (
    <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
      {serviceEntries.map((service) => (
        <li key={service.route} className="flex flex-col rounded-2xl border border-slate-200 p-6 shadow-sm">
          <ServiceIcon name={service.icon} />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{service.name}</h2>
          <p className="mt-2 flex-1 text-slate-700">{service.description}</p>
          <ButtonLink href={service.route} variant="secondary" className="mt-6 self-start">
            {learnMore}
            <span className="sr-only"> about {service.name}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
