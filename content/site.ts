/** Facts about the shop, used by the shell, the policies, the e-mails and the structured data. */
export const site = {
  name: 'Coastline Print Co.',
  shortName: 'Coastline Print',
  tagline: 'Custom stickers, labels, packaging and graphics, printed in Orange County.',
  phone: { display: '(949) 555-0142', e164: '+19495550142' },
  email: 'support@coastlineprint.co',
  location: { city: 'Aliso Viejo', region: 'CA', country: 'US' },
  postalAddress: {
    street: 'P.O. Box 7412',
    city: 'Laguna Niguel',
    region: 'CA',
    postalCode: '92607',
    country: 'US',
  },
  // Where the shop works from locally (spec §1: Orange County, and Los Angeles as a local base).
  localBases: [
    { name: 'Orange County', schemaType: 'AdministrativeArea' },
    { name: 'Los Angeles', schemaType: 'City' },
  ],
  serviceAreas: ['Irvine', 'Laguna Beach', 'Mission Viejo', 'San Clemente', 'Lake Forest'],
  shipping: 'Free shipping on all orders across the U.S. and free local delivery in South Orange County.',
  founded: 2024,
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/coastlineprintco' },
    { name: 'Facebook', href: 'https://www.facebook.com/coastlineprintco' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/coastlineprintco' },
  ],
} as const;

/** "Orange County and Los Angeles": the local bases as a sentence says them. */
export function formatLocalBases(): string {
  const names = site.localBases.map((base) => `${base.name}, ${site.location.region}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

export function formatPostalAddress(address = site.postalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
