import { quoteProducts } from '@/content/quote-products';

/** A quote's product as staff read it: its name, or its id when the catalogue no longer has it. */
export const productName = (id: string) => quoteProducts.find((product) => product.id === id)?.name ?? id;
