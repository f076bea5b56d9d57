import { formatLocalBases, formatPostalAddress, site } from '@/content/site';

export function ContactDetails() {
  return (
    <aside aria-labelledby="contact-details-heading" className="self-start rounded-2xl bg-slate-50 p-6">
      <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
        Other ways to reach us
      </h2>
      <dl className="mt-4 space-y-3 text-slate-700">
        <div>
          <dt className="font-semibold text-slate-900">Phone</dt>
          <dd>
            <a
              href={`tel:${site.phone.e164}`}
              className="text-orange-700 underline underline-offset-4 hover:text-orange-800"
            >
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Email</dt>
          <dd>
            <a
              href={`mailto:${site.email}`}
              className="text-orange-700 underline underline-offset-4 hover:text-orange-800"
            >
              {site.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Local bases</dt>
          <dd>{formatLocalBases()}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Mail</dt>
          <dd>{formatPostalAddress()}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Local delivery</dt>
          <dd>{site.serviceAreas.join(', ')}</dd>
        </div>
      </dl>
    </aside>
  );
}
