import { site } from '@/content/site';
import { config } from '@/lib/config/server';
import { jsonLd } from '@/lib/seo/server';

/** schema.org LocalBusiness for search engines: address, phone and the areas served. */
export function LocalBusinessJsonLd() {
  const { siteUrl } = config();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url: siteUrl,
    logo: new URL('/logo.svg', siteUrl).toString(),
    image: new URL('/og-image.png', siteUrl).toString(),
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.postalAddress.street,
      addressLocality: site.postalAddress.city,
      addressRegion: site.postalAddress.region,
      postalCode: site.postalAddress.postalCode,
      addressCountry: site.postalAddress.country,
    },
    areaServed: [
      ...site.localBases.map((base) => ({
        '@type': base.schemaType,
        name: `${base.name}, ${site.location.region}`,
      })),
      ...site.serviceAreas.map((city) => ({ '@type': 'City', name: `${city}, ${site.location.region}` })),
      { '@type': 'Country', name: 'United States' },
    ],
    sameAs: site.social.map((profile) => profile.href),
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
