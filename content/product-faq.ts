import { productionSchedule } from './production-schedule';

/**
 * The questions each category's product pages answer (issue 32 §3), also published as
 * FAQPage structured data. Keyed by catalogue category id (content/catalogue.ts).
 */
export type FaqEntry = { question: string; answer: string };

const days = (productId: string) =>
  productionSchedule.productionDays[productId] ?? productionSchedule.defaultProductionDays;

const artwork: FaqEntry = {
  question: 'What artwork files can I send?',
  answer:
    'PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD, up to 50 MB. Vector files (PDF, AI, EPS, SVG) print sharpest; for photos and PNGs, 300 pixels per inch at the printed size is ideal. You can also order now and send the artwork later.',
};

const proof: FaqEntry = {
  question: 'Will I see a proof before you print?',
  answer:
    'Yes. Every order gets a proof showing your design at size with its cut line. Nothing is printed until you approve it, and changes to the proof are free.',
};

const shipping: FaqEntry = {
  question: 'How much is shipping?',
  answer:
    'Shipping is free on every order in the United States, and local delivery is free in South Orange County. You can also pick your order up in Aliso Viejo.',
};

const turnaround = (productId: string, what: string): FaqEntry => ({
  question: 'How long does it take?',
  answer: `${what} take ${days(productId)} business days to print, counted from the business day your order arrives (or the next one after the daily cut-off). Shipping adds ${productionSchedule.fulfillmentDays.ship} business days; pickup is ready the day printing ends. The date for an order placed now is shown above.`,
});

export const categoryFaqs: Readonly<Record<string, readonly FaqEntry[]>> = {
  stickers: [
    turnaround('stickers-labels', 'Stickers'),
    {
      question: 'What is the difference between die cut and kiss cut?',
      answer:
        'A die-cut sticker is cut through the vinyl and the backing to the shape of your design, with a thin white border. A kiss-cut sticker is cut through the vinyl only, so it peels from a larger backing, as on a sticker sheet.',
    },
    {
      question: 'Are the stickers waterproof?',
      answer:
        'Yes. Vinyl stickers are laminated, so they survive water, sun and the dishwasher’s top rack, and last 3 to 5 years outdoors.',
    },
    {
      question: 'What do Standard 2 Layer and HD 4 Layer embossing mean?',
      answer:
        'Embossing builds raised UV ink on the sticker you can feel. Standard 2 Layer gives a subtle raised texture; HD 4 Layer builds twice the height for bold lettering and logos.',
    },
    artwork,
    proof,
    shipping,
  ],
  labels: [
    turnaround('stickers-labels', 'Labels'),
    {
      question: 'Will the labels hold up in the fridge or an ice bucket?',
      answer:
        'Yes. The adhesive is rated for cold and damp, and the laminate keeps the print from smudging when the bottle is wet.',
    },
    {
      question: 'Do you supply labels on rolls?',
      answer:
        'Labels ship on sheets for hand application. If you apply labels by machine, tell us in the quote and we will quote rolls for your applicator.',
    },
    artwork,
    proof,
    shipping,
  ],
  'vehicle-graphics': [
    turnaround('vehicle-graphics', 'Vehicle graphics'),
    {
      question: 'Will a wrap damage my paint?',
      answer:
        'No. Wrap vinyl removes cleanly from factory paint. Repainted or damaged paint can lift when a wrap comes off, so tell us about any repairs.',
    },
    {
      question: 'How do I measure my vehicle?',
      answer:
        'Choose the size closest to your vehicle in the quote (compact car, sedan, SUV or pickup, van or box truck). We confirm the exact measurements from the make and model before we print.',
    },
    artwork,
    proof,
    shipping,
  ],
  'window-graphics': [
    turnaround('window-graphics', 'Window graphics'),
    {
      question: 'Can you see through the graphics from inside?',
      answer:
        'With perforated window film, yes: the design shows outside and the view from inside stays clear. Cut lettering and clear decals leave the glass around the design clear.',
    },
    {
      question: 'Inside or outside of the glass?',
      answer:
        'Either. Graphics applied inside last longer and are out of reach; tell us in the quote which side they go on so we print them the right way round.',
    },
    artwork,
    proof,
    shipping,
  ],
  packaging: [
    turnaround('packaging', 'Packaging'),
    {
      question: 'Can you match my box size?',
      answer:
        'Yes. Choose the closest listed size or enter your own in the quote, and we size the wrap or card to your packaging.',
    },
    artwork,
    proof,
    shipping,
  ],
  magnets: [
    turnaround('magnets', 'Magnets'),
    {
      question: 'Will a car magnet stay on at highway speed?',
      answer:
        'Yes, on a flat steel panel. Take it off weekly to clean and dry the surface underneath, and before a car wash.',
    },
    artwork,
    proof,
    shipping,
  ],
};
