/**
 * One line under each shape, embossing and finish in the quote wizard (issue 32 §3), saying
 * what the choice gives. Keyed by the choice values of content/quote-products.ts.
 */
export const choiceHints = {
  /** The stickers & labels options: their shapes. */
  productOption: {
    'die-cut': 'Cut through to the outline of your design, with a thin white border.',
    'sticker-sheets': 'Several stickers kiss cut on one sheet, peeled off one by one.',
    'rectangular-square': 'Straight edges with slightly rounded corners.',
    'circular-oval': 'A perfect circle, or an oval when width and height differ.',
    'qr-code': 'A square sticker with room for a code that scans every time.',
  },
  embossingOption: {
    none: 'A flat print, smooth to the touch.',
    standard: 'Two layers of raised ink: a subtle texture you can feel.',
    hd: 'Four layers: twice the height, for bold lettering and logos.',
  },
  finishOption: {
    matte: 'Soft and glare-free: easy to read and to scan under any light.',
    gloss: 'Shiny and vivid: colours pop and it wipes clean.',
  },
} as const satisfies Record<string, Record<string, string>>;
