/** The site-wide promotion (spec §1, §9). The code is the shop's to set. */
export const deal = {
  title: '25% Off Custom Stickers & Labels',
  description:
    'Take 25% off any order of custom stickers and labels. Enter the code when you request your quote and we will apply it to your price.',
  code: 'COAST25',
  percentOff: 25,
  // The last day of the offer, inclusive, in the shop's time zone.
  expiresOn: '2025-12-31',
  notCombinable: 'This offer cannot be combined with other offers.',
} as const;

export type Deal = typeof deal;
