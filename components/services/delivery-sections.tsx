import Link from 'next/link';
import { SectionHeading } from '@/components/ui/section-heading';
import { deliveryPage } from '@/content/services';
import { site } from '@/content/site';
import { DeliveryMap } from './delivery-map';

export function DeliverySections() {
  const { local, nationwide, contact } = deliveryPage;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-2">
      <DeliveryMap />
      <div className="space-y-10">
        <section aria-labelledby="local-delivery-heading">
          <SectionHeading id="local-delivery-heading">{local.title}</SectionHeading>
          <p className="mt-3 text-slate-700">{local.text}</p>
          <ul className="mt-4 grid grid-cols-2 gap-2 font-semibold text-slate-900">
            {site.serviceAreas.map((city) => (
              <li key={city} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 w-3 rounded-full bg-orange-700" />
                {city}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="nationwide-heading">
          <SectionHeading id="nationwide-heading">{nationwide.title}</SectionHeading>
          <p className="mt-3 text-slate-700">{nationwide.text}</p>
        </section>
        <p className="text-lg text-slate-800">
          {contact.text}{' '}
          <Link href={contact.href} className="font-semibold text-orange-700 underline underline-offset-4 hover:text-orange-800">
            {contact.label}
          </Link>
        </p>
      </div>
    </div>
  );
}
