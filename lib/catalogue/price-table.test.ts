import { seedPriceBook } from '@/content/price-book';
import { categories } from '@/content/catalogue';
import { productSpecs } from '@/content/product-specs';
import { emptyDraft } from '@/components/quote/draft';
import { withPreselection } from '@/components/quote/preselection';
import { lineRulesOf, priceQuote, totalPrice, type PriceBook } from '@/lib/pricing';
import { productPriceTable } from './index';

const products = categories.flatMap((category) => category.products);
const byId = (id: string) => products.find((product) => product.id === id)!;

describe('productPriceTable', () => {
  it.each(products.map((product) => [product.id, product] as const))(
    '%s: every figure is the engine total for the same choice, size and quantity',
    (_id, product) => {
      const table = productPriceTable(product, seedPriceBook);
      expect(table.rows.length).toBeGreaterThan(0);
      for (const row of table.rows) {
        const [width, height] = row.size.split('x').map(Number) as [number, number];
        for (const cell of row.cells) {
          expect(cell.total).toBe(
            totalPrice(seedPriceBook, {
              product: product.quote.product,
              option: product.quote.option,
              material: product.quote.material,
              embossing: product.quote.embossing ?? 'none',
              width,
              height,
              finish: 'matte',
              quantity: cell.quantity,
            }),
          );
        }
      }
    },
  );

  it('takes the product line’s discount, as the wizard’s prices do', () => {
    const shape = byId('shape-stickers');
    const table = productPriceTable(shape, seedPriceBook);
    expect(table.discount).toBe(seedPriceBook['shape-stickers'].discount);
    const undiscounted = {
      ...seedPriceBook,
      'shape-stickers': { ...seedPriceBook['shape-stickers'], discount: 0 },
    } as PriceBook;
    const cell = table.rows[0]!.cells[0]!;
    expect(cell.total).toBeLessThan(productPriceTable(shape, undiscounted).rows[0]!.cells[0]!.total);
  });

  it('reads the live book it is given, not the seed', () => {
    const line = seedPriceBook['die-cut-stickers'];
    const raised = { ...seedPriceBook, 'die-cut-stickers': { ...line, setupCents: line.setupCents + 1000 } };
    const before = productPriceTable(byId('die-cut-stickers'), seedPriceBook).rows[0]!.cells[0]!.total;
    const after = productPriceTable(byId('die-cut-stickers'), raised).rows[0]!.cells[0]!.total;
    expect(after).toBeCloseTo(before + 10, 2);
  });

  it('links each figure to the wizard with that size, quantity, finish and the product’s choices', () => {
    const product = byId('embossed-labels');
    const table = productPriceTable(product, seedPriceBook);
    const row = table.rows[1]!;
    const cell = row.cells[2]!;
    const search = new URL(cell.href, 'https://shop.test').search;
    const draft = withPreselection(lineRulesOf(seedPriceBook), emptyDraft(), search);
    expect(draft).toMatchObject({
      product: product.quote.product,
      productOption: product.quote.option,
      sizeChoice: row.size,
      quantityChoice: String(cell.quantity),
      finishOption: 'matte',
      embossingOption: product.quote.embossing,
    });
    const [width, height] = row.size.split('x').map(Number) as [number, number];
    const wizardQuote = priceQuote(seedPriceBook, {
      option: draft.productOption,
      material: draft.material,
      embossing: draft.embossingOption as 'standard',
      width,
      height,
      finish: 'matte',
    });
    expect(wizardQuote.pricingMatrix[String(cell.quantity)]).toBe(cell.total);
  });

  it('states the fewest pieces the wizard accepts for the product', () => {
    expect(productPriceTable(byId('die-cut-stickers'), seedPriceBook).minimumQuantity).toBe(50);
    expect(productPriceTable(byId('full-vehicle-wraps'), seedPriceBook).minimumQuantity).toBe(1);
  });
});

describe('product specs', () => {
  it('lists every catalogue product, and only those', () => {
    expect(Object.keys(productSpecs).sort()).toEqual(products.map((product) => product.id).sort());
  });
});
