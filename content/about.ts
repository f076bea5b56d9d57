import { formatLocalBases, site } from './site';

/** The About Us page's story (spec §2 Company pages). */
export const about = {
  mission: {
    title: 'Our mission',
    text: 'We help businesses look their best in print: honest prices you can see before you order, materials that last, and people who care about your artwork as much as you do.',
  },
  history: {
    title: 'Our history',
    paragraphs: [
      'We were established in 2024 with one UV printer and a handful of neighbours in South Orange County who needed labels for their coffee, skincare and craft beer.',
      'Word spread from one small business to the next. Today we print stickers, labels, packaging and graphics for businesses nationwide, and still deliver locally by hand.',
    ],
  },
  locations: {
    title: 'Where we are',
    text: `Our studio is in ${site.location.city}, and we work locally from ${formatLocalBases()}: come by, or let us come to you.`,
  },
  teamTitle: 'Meet the founders',
  achievements: {
    title: 'Achievements',
    items: [
      { figure: '2024', label: 'Established in South Orange County' },
      { figure: '50', label: 'States we ship to, free of charge' },
      { figure: '5', label: 'Local cities with free hand delivery' },
      { figure: '6', label: 'Product categories printed in house' },
    ],
  },
} as const;
