import type { CatalogueProduct } from '@/content/catalogue';
import { quoteHref } from '@/content/quote-products';
import {
  lineFor,
  optionChoices,
  priceQuote,
  type Embossing,
  type Finish,
  type PriceBook,
} from '@/lib/pricing';
import { productQuote } from './display';

/**
 * The finish the table is priced in: the spec's default for a price request (§9), which the
 * wizard opens with from the table's links, so both show the same figure.
 */
const TABLE_FINISH: Finish = 'matte';

type PriceCell = {
  quantity: number;
  /** Total in dollars (whole cents), the product's discount taken, as the wizard shows it. */
  total: number;
  /** The wizard with this product, size, quantity and finish chosen. */
  href: string;
};

export type PriceTable = {
  finish: Finish;
  /** Percent off already taken from every figure. */
  discount: number;
  /** The fewest pieces the product's line accepts (a listed or a custom quantity). */
  minimumQuantity: number;
  /** The product's listed quantities, smallest first: the table's columns. */
  quantities: readonly number[];
  /** One row per listed size of the product's option, in the option's order. */
  rows: { size: string; label: string; cells: PriceCell[] }[];
};

/**
 * A product page's price table: for each listed size, the total at each of the product's listed
 * quantities, priced by the engine from `book` exactly as the price API prices the wizard's
 * request for the same product, option, material, embossing, size and finish.
 */
export function productPriceTable(product: Pick<CatalogueProduct, 'quote'>, book: PriceBook): PriceTable {
  const choice = productQuote(product);
  const embossing: Embossing = product.quote.embossing ?? 'none';
  const priced = {
    product: product.quote.product,
    option: choice.option,
    material: choice.material,
    embossing,
  };
  const line = lineFor(book, priced);
  const rows = optionChoices(product.quote.product, product.quote.option).sizes.map(({ value, label }) => {
    const [width = 0, height = 0] = value.split('x').map(Number);
    const { pricingMatrix } = priceQuote(book, { ...priced, width, height, finish: TABLE_FINISH });
    return {
      size: value,
      label,
      cells: line.matrixQuantities.map((quantity) => ({
        quantity,
        total: pricingMatrix[String(quantity)]!,
        href: quoteHref({ ...choice, embossing, width, height, quantity, finish: TABLE_FINISH }),
      })),
    };
  });
  return {
    finish: TABLE_FINISH,
    discount: line.discount,
    minimumQuantity: Math.min(line.customQuantity.min, ...line.matrixQuantities),
    quantities: line.matrixQuantities,
    rows,
  };
}
