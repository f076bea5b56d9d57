import type { EmbossingId, PriceLine, PriceLineId } from '@/content/price-book';
import { findQuoteOption, quoteProducts, type QuoteProductId } from '@/content/quote-products';

export type { PriceLine, PriceLineId } from '@/content/price-book';
export type Finish = keyof PriceLine['finish'];
export type Embossing = EmbossingId;

/**
 * The price book: every catalogue product's price line. Passed in by the caller (the server
 * reads it from the database, lib/pricing/store.ts), so the engine holds no book of its own and
 * the browser never loads one.
 */
export type PriceBook = Readonly<Record<PriceLineId, PriceLine>>;

/**
 * What the browser needs of a line to check a request (sizes, quantities, embossings offered)
 * and to label it (unit, discount): the line without its prices.
 */
export type LineRules = Pick<
  PriceLine,
  'unit' | 'sizeInches' | 'customQuantity' | 'matrixQuantities' | 'discount'
> & {
  embossing: readonly { id: EmbossingId }[];
};
export type LineRulesBook = Readonly<Record<PriceLineId, LineRules>>;

/** The book's rules without its prices: what the wizard page hands the browser. */
export function lineRulesOf(book: PriceBook): LineRulesBook {
  return Object.fromEntries(
    Object.entries(book).map(([id, line]): [string, LineRules] => [
      id,
      {
        unit: line.unit,
        sizeInches: line.sizeInches,
        customQuantity: line.customQuantity,
        matrixQuantities: line.matrixQuantities,
        discount: line.discount,
        embossing: line.embossing.map((embossing) => ({ id: embossing.id })),
      },
    ]),
  ) as Record<PriceLineId, LineRules>;
}

/** Stickers & labels (the spec's product) when a request names no product. */
const DEFAULT_PRODUCT: QuoteProductId = 'stickers-labels';
/** The spec's request names no option: die cut (in its first material, white vinyl). */
const DEFAULT_OPTION = 'die-cut';

/** What a price depends on besides size: the product, its option and material, and the embossing. */
export type PriceChoice = {
  /** Stickers & labels when missing. */
  product?: QuoteProductId;
  /** Stickers & labels: die cut when missing. */
  option?: string;
  /** The option's first (default) material when missing. */
  material?: string;
  embossing: Embossing;
};

export type PriceInput = PriceChoice & {
  width: number;
  height: number;
  finish: Finish;
  quantity?: number;
};

export type PriceQuote = {
  product?: QuoteProductId;
  option?: string;
  material?: string;
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  /** Total price in dollars (whole cents) for each matrix quantity. */
  pricingMatrix: Record<string, number>;
  /** Total price in dollars for `quantity`, null when none was asked for. */
  customQuantityPrice: number | null;
  /** Percent off already taken from every price above (the product's advertised discount). */
  discount: number;
};

/**
 * The price line of a choice: each (product, option, material) has one line, and with
 * embossing its embossed line, so a catalogue product is always priced by its own line.
 * Undefined for a choice the catalogue does not offer (an option, material or embossing).
 */
export function lineIdFor(book: LineRulesBook, choice: PriceChoice): PriceLineId | undefined {
  const product = choice.product ?? DEFAULT_PRODUCT;
  const option = choice.option ?? (product === DEFAULT_PRODUCT ? DEFAULT_OPTION : '');
  const materials = findQuoteOption(product, option)?.option.materials ?? [];
  const material = materials.find((candidate) => candidate.id === (choice.material ?? materials[0]?.id));
  if (!material) return undefined;
  const id = choice.embossing !== 'none' && material.embossedLine ? material.embossedLine : material.line;
  return book[id].embossing.some((embossing) => embossing.id === choice.embossing) ? id : undefined;
}

/** The line of a choice the request schema accepted (one it did not is a programming error). */
export function lineFor<Line extends LineRules>(
  book: Readonly<Record<PriceLineId, Line>>,
  choice: PriceChoice,
): Line {
  const id = lineIdFor(book, choice);
  if (!id) throw new Error('No price line for this choice.');
  return book[id];
}

// Built once, on first use: constructing an Intl formatter costs far more than formatting with it,
// and the first one a browser tab builds costs it 130 to 300 ms of a slowed phone CPU
// (docs/performance.md, session 44).
let dollarFormat: Intl.NumberFormat | undefined;
let quantityFormat: Intl.NumberFormat | undefined;

/** Spec §9: prices in dollars with 2 decimals, e.g. "$1,234.50". */
export function formatDollars(amount: number): string {
  dollarFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return dollarFormat.format(amount);
}

/** A piece count with thousands separators, e.g. "10,000". */
export function formatQuantity(quantity: number): string {
  quantityFormat ??= new Intl.NumberFormat('en-US');
  return quantityFormat.format(quantity);
}

/** A length in inches as feet and inches, e.g. 186 -> "15 ft 6 in", 180 -> "15 ft", 8 -> "8 in". */
function formatFeet(inches: number): string {
  const feet = Math.floor(inches / 12);
  const rest = Math.round((inches - feet * 12) * 100) / 100;
  if (feet === 0) return `${rest} in`;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/**
 * A size as a product states it: inches ("3 x 2 in"), or for products measured in feet (vehicle
 * and window graphics) feet and inches with the inches the quote carries ("15 ft x 5 ft (180 x 60 in)").
 */
export function formatSize(width: number, height: number, unit: 'inches' | 'feet' = 'inches'): string {
  const inches = `${width} x ${height} in`;
  return unit === 'feet' ? `${formatFeet(width)} x ${formatFeet(height)} (${inches})` : inches;
}

/** A predefined size as a shopper reads it: `3" x 2"`, or `Sedan: 17 ft x 5 ft` for products measured in feet. */
function sizeChoiceLabel(size: string, unit: 'inches' | 'feet', name: string | undefined): string {
  const [width = 0, height = 0] = size.split('x').map(Number);
  const figures = unit === 'feet' ? `${formatFeet(width)} x ${formatFeet(height)}` : `${width}" x ${height}"`;
  return name ? `${name}: ${figures}` : figures;
}

type Choice = { value: string; label: string };

/**
 * An option's predefined sizes and materials as choices (value: "<w>x<h>" inches or the
 * material id), for the wizard and the product pages alike; none for an unknown option.
 */
export function optionChoices(productId: string, optionId: string): { sizes: Choice[]; materials: Choice[] } {
  const found = findQuoteOption(productId, optionId);
  if (!found) return { sizes: [], materials: [] };
  const { product, option } = found;
  return {
    sizes: option.sizes.map((size, index) => ({
      value: size,
      label: sizeChoiceLabel(size, product.sizeUnit, option.sizeNames?.[index]),
    })),
    materials: option.materials.map(({ id }) => ({
      value: id,
      label: product.materials.find((material) => material.id === id)?.label ?? id,
    })),
  };
}

/** A material's name (the id itself for one since removed). */
export function materialLabel(productId: string, material: string): string {
  const product = quoteProducts.find((candidate) => candidate.id === productId);
  return product?.materials.find((candidate) => candidate.id === material)?.label ?? material;
}

/** A material's factor on the line: the line's reference (first) material when none is named. */
function materialFactor(line: PriceLine, material: string | undefined): number {
  const found = material === undefined ? line.materials[0] : line.materials.find((m) => m.id === material);
  if (!found) throw new Error(`The price line has no material ${material}.`);
  return found.factor;
}

function embossingOf(line: PriceLine, embossing: Embossing) {
  const found = line.embossing.find((candidate) => candidate.id === embossing);
  if (!found) throw new Error(`The price line has no embossing ${embossing}.`);
  return found;
}

type Priced = {
  line: PriceLine;
  width: number;
  height: number;
  finish: Finish;
  embossing: Embossing;
  material?: string;
  /** Percent off: the line's own, or none for its list price. */
  discount: number;
};

/**
 * Marginal cents per piece in each bracket: the line's cents scaled by area, kept above its
 * minimum, times finish, embossing, material and discount, rounded once to whole cents. The
 * line's cents never rise from one bracket to the next, and rounding keeps that order.
 */
function marginalCents({ line, width, height, finish, embossing, material, discount }: Priced): number[] {
  const area = (width * height) / (line.reference.width * line.reference.height);
  const scale = area ** line.areaExponent;
  const options =
    line.finish[finish] *
    embossingOf(line, embossing).factor *
    materialFactor(line, material) *
    (1 - discount / 100);
  return line.brackets.map(({ cents }) =>
    Math.round(Math.max(line.minimumUnitCents, cents * scale) * options),
  );
}

/**
 * Total cents for `quantity` pieces: setup plus each bracket's pieces at its marginal price.
 * Integer arithmetic with non-rising marginals keeps the average (unit) price from ever rising
 * with quantity, exactly, with no rounding step to undo it.
 */
function totalCents(priced: Priced, quantity: number): number {
  const marginals = marginalCents(priced);
  const setup = priced.line.setupCents + embossingOf(priced.line, priced.embossing).setupCents;
  let total = Math.round(setup * (1 - priced.discount / 100));
  let counted = 0;
  priced.line.brackets.forEach(({ upTo }, index) => {
    if (counted >= quantity) return;
    const pieces = Math.min(quantity, upTo ?? Number.POSITIVE_INFINITY) - counted;
    total += pieces * (marginals[index] ?? 0);
    counted += pieces;
  });
  return total;
}

function pricedInput(book: PriceBook, input: Omit<PriceInput, 'quantity'>): Priced {
  const line = lineFor(book, input);
  return { ...input, line, discount: line.discount };
}

/**
 * What a line charges for `quantity` pieces of one size (its discount taken), at its reference
 * finish, material and embossing, in cents: the console's preview of a line before it is saved.
 */
export function lineTotalCents(line: PriceLine, size: { width: number; height: number }, quantity: number) {
  const embossing = line.embossing[0]?.id ?? 'none';
  return totalCents({ line, ...size, finish: 'matte', embossing, discount: line.discount }, quantity);
}

/** The price matrix and the custom quantity price (spec §3 "Price response"), discount taken. */
export function priceQuote(book: PriceBook, input: PriceInput): PriceQuote {
  const priced = pricedInput(book, input);
  const dollars = (quantity: number) => totalCents(priced, quantity) / 100;
  return {
    ...(input.product && input.product !== DEFAULT_PRODUCT ? { product: input.product } : {}),
    ...(input.option !== undefined ? { option: input.option } : {}),
    ...(input.material !== undefined ? { material: input.material } : {}),
    width: input.width,
    height: input.height,
    finish: input.finish,
    embossing: input.embossing,
    pricingMatrix: Object.fromEntries(
      priced.line.matrixQuantities.map((quantity) => [String(quantity), dollars(quantity)]),
    ),
    customQuantityPrice: input.quantity === undefined ? null : dollars(input.quantity),
    discount: priced.line.discount,
  };
}

/** The total in dollars for one configuration and quantity, discount taken (what a stored quote must match). */
export function totalPrice(book: PriceBook, input: PriceInput & { quantity: number }): number {
  return totalCents(pricedInput(book, input), input.quantity) / 100;
}

/**
 * A line's "Starting at" figure: its list price (no discount) at its reference size and
 * quantity, first material and embossing, matte, per piece, per sheet or per square inch.
 */
export function referencePrice(line: PriceLine): {
  unitPrice: number;
  unit: PriceLine['unit'];
  discount: number;
  reference: PriceLine['reference'];
} {
  const { width, height, quantity } = line.reference;
  const total = totalCents(
    { line, width, height, finish: 'matte', embossing: line.embossing[0]?.id ?? 'none', discount: 0 },
    quantity,
  );
  const units = line.unit === 'inch' ? quantity * width * height : quantity;
  return {
    unitPrice: Math.round(total / units) / 100,
    unit: line.unit,
    discount: line.discount,
    reference: line.reference,
  };
}
export { centsToDollars, quantitiesText } from './line-fields';
export {
  bookLines,
  embossingSchema,
  finishSchema,
  materialMessage,
  noEmbossingSchema,
  offersMaterial,
  optionMessage,
  perBook,
  perLine,
  priceRequestSchema,
  priceRequestSchemasOf,
  quantitySchemaFor,
  rawLine,
  sizeSideSchema,
  type PriceRequest,
} from './schema';
