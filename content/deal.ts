/**
 * The site-wide promotion (spec §1, §9). The code and dates are the shop's to set: the
 * promotion bar and the home page's first call to action show it from its first day to its
 * last, and the standing offer below the rest of the time.
 */
export const deal = {
  title: '25% Off Custom Stickers & Labels',
  description:
    'Take 25% off any order of custom stickers and labels. Enter the code when you request your quote and we will apply it to your price.',
  code: 'COAST25',
  percentOff: 25,
  // The first and the last day of the offer, inclusive, in the shop's time zone.
  startsOn: '2025-12-01',
  expiresOn: '2025-12-31',
  notCombinable: 'This offer cannot be combined with other offers.',
} as const;

/** What the promotion bar says while no deal runs (spec §9: free shipping on all U.S. orders). */
export const standingOffer = {
  text: 'Free shipping on all U.S. orders.',
  link: { label: 'See delivery options', href: '/services/delivery' },
} as const;

export type StandingOffer = typeof standingOffer;
