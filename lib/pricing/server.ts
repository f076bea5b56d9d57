import 'server-only';

/** The server's side of pricing: the book as stored, and the console's edits to it. */
export { currentPriceBook, pagePriceBook } from './store';
export {
  findPriceLine,
  listPriceLinesForStaff,
  previewFormSchema,
  previewPriceLine,
  priceLineFormSchema,
  rollbackFormSchema,
  rollBackPriceLine,
  savePriceLine,
} from './admin';
export type { PriceLineVersion, PricePreview } from './admin';
