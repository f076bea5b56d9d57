import { ContactPrompt } from '@/components/ui/contact-prompt';
import { TitledSection } from '@/components/ui/titled-section';
import { deliveryPage } from '@/content/services';
import { site } from '@/content/site';
import { DeliveryMap } from './delivery-map';

export function DeliverySections() {
  const { local, nationwide, contact } = deliveryPage;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-2">
      <DeliveryMap />
      <div className="space-y-10">
        <TitledSection id="local-delivery" title={local.title}>
          <p className="mt-3 text-slate-700">{local.text}</p>
          <ul className="mt-4 grid grid-cols-2 gap-2 font-semibold text-slate-900">
            {site.serviceAreas.map((city) => (
              <li key={city} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 w-3 rounded-full bg-orange-700" />
                {city}
              </li>
            ))}
          </ul>
        </TitledSection>
        <TitledSection id="nationwide" title={nationwide.title}>
          <p className="mt-3 text-slate-700">{nationwide.text}</p>
        </TitledSection>
        <ContactPrompt text={contact.text} label={contact.label} href={contact.href} />
      </div>
    </div>
  );
}
