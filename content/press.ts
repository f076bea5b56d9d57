/** The press kit (spec §2 Company pages). */
type MediaCoverage = { outlet: string; title: string; href: string };

export const press = {
  about: {
    title: 'About Us',
    text: 'Coastline Print Co. is a custom print shop founded in 2024 in Aliso Viejo, California. We print stickers, labels, packaging, vehicle and window graphics and magnets for businesses across the United States, and offer design and branding services alongside.',
  },
  keyFacts: {
    title: 'Key Facts',
    facts: [
      { term: 'Founded', detail: '2024' },
      { term: 'Located in', detail: 'Aliso Viejo, CA' },
      { term: 'Specialties', detail: 'Printing, Branding, Design' },
    ],
  },
  visualAssets: {
    title: 'Visual Assets',
    text: 'Our logo as a scalable vector file. Please keep its proportions and colours.',
    logo: {
      href: '/logo.svg',
      fileName: 'coastline-print-co-logo.svg',
      label: 'Download Logo (SVG)',
      alt: 'The Coastline Print Co. logo: a white label over navy, blue and orange waves',
    },
  },
} as const;

/**
 * Articles about the shop. Kept here but not rendered (spec §2): the press kit shows a
 * Media Coverage section only once the shop publishes it.
 */
// The spec keeps two articles defined but not rendered (Press Kit, §4).
/** @public */
export const mediaCoverage: readonly MediaCoverage[] = [
  {
    outlet: 'OC Small Business Journal',
    title: 'The Aliso Viejo print shop helping local brands stand out',
    href: 'https://ocsmallbusinessjournal.example/coastline-print-co',
  },
  {
    outlet: 'Pacific Packaging Review',
    title: 'Embossed labels go mainstream for small brands',
    href: 'https://pacificpackagingreview.example/embossed-labels',
  },
];
