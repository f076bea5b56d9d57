import * as z from '@/lib/zod';
import {
  CUSTOM_QUANTITY_MAX,
  CUSTOM_QUANTITY_MIN,
  CUSTOM_QUANTITY_STEP,
  DEFAULT_FINISH,
} from '@/lib/constants';
import { formatQuantity, lineIdFor, type LineRules, type LineRulesBook, type PriceLineId } from './index';
import { quoteMessages } from '@/lib/validation';
import { findQuoteOption, quoteProducts, type QuoteProductId } from '@/content/quote-products';

/** Client-safe schemas for the price request; the wizard and the route handler share them. */
const sizeSideMessage = (side: 'Width' | 'Height', min: number, max: number) =>
  `${side} must be between ${min} and ${max} inches.`;

const boundedSide = (side: 'Width' | 'Height', min: number, max: number) =>
  z
    .number({ error: sizeSideMessage(side, min, max) })
    .check(z.gte(min, sizeSideMessage(side, min, max)), z.lte(max, sizeSideMessage(side, min, max)));

/** A side of the line's size, in inches, within its bounds. */
export const sizeSideSchema = ({ sizeInches }: LineRules, side: 'Width' | 'Height') =>
  boundedSide(side, sizeInches.min, side === 'Width' ? sizeInches.max : sizeInches.maxHeight);

export const finishSchema = z.enum(['matte', 'gloss'], { error: 'Please choose a finish.' });
const embossingMessage = 'Please choose an embossing option.';
export const embossingSchema = z.enum(['none', 'standard', 'hd'], { error: embossingMessage });
/** Only stickers & labels are embossed: every other product is made without. */
export const noEmbossingSchema = z.enum(['none'], { error: embossingMessage });

export const optionMessage = 'Please choose a product option.';
export const materialMessage = 'Please choose a material.';

const STICKERS: QuoteProductId = 'stickers-labels';
const isSpecRule = ({ min, max, step }: LineRules['customQuantity']) =>
  min === CUSTOM_QUANTITY_MIN && max === CUSTOM_QUANTITY_MAX && step === CUSTOM_QUANTITY_STEP;

/**
 * A line's custom quantity rule. The spec's rule (spec §5: 50..100000 in steps of 5) keeps the
 * spec's messages, and a value out of range is also flagged with the multiple-of-5 message, as
 * the spec says; any other rule gets messages that name its own bounds.
 */
function lineQuantitySchema({ customQuantity }: LineRules) {
  const { min, max, step } = customQuantity;
  const spec = isSpecRule(customQuantity);
  const messages = spec
    ? {
        min: quoteMessages.customQuantityMin,
        max: quoteMessages.customQuantityMax,
        step: quoteMessages.customQuantityStep,
      }
    : {
        min: `Custom quantity must be at least ${formatQuantity(min)}.`,
        max: `Custom quantity must be at most ${formatQuantity(max)}.`,
        step:
          step === 1
            ? 'Custom quantity must be a whole number.'
            : `Custom quantity must be in increments of ${step}.`,
      };
  return z.number({ error: quoteMessages.customQuantityRequired }).check(
    z.superRefine((value, ctx) => {
      if (value < min) ctx.addIssue({ code: 'custom', message: messages.min });
      if (value > max) ctx.addIssue({ code: 'custom', message: messages.max });
      const inRange = value >= min && value <= max;
      if ((spec && !inRange) || !Number.isInteger(value / step)) {
        ctx.addIssue({ code: 'custom', message: messages.step });
      }
    }),
  );
}

const quantitySchemas = new WeakMap<LineRules, ReturnType<typeof lineQuantitySchema>>();

/** The custom quantity rule of a line (cached per line: the wizard checks it on every keystroke). */
export function quantitySchemaFor(line: LineRules) {
  let schema = quantitySchemas.get(line);
  if (!schema) quantitySchemas.set(line, (schema = lineQuantitySchema(line)));
  return schema;
}

const otherProducts = quoteProducts.map((product) => product.id).filter((id) => id !== STICKERS);

/** The product a raw request names when it is one other than stickers & labels, else undefined. */
function namedOtherProduct(raw: unknown): QuoteProductId | undefined {
  const product =
    typeof raw === 'object' && raw !== null ? (raw as { product?: unknown }).product : undefined;
  return otherProducts.find((candidate) => candidate === product);
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The product and price line a raw request's choices lead to, before it is validated, so its
 * size and quantity are checked against that line's bounds. A choice the catalogue does not
 * offer falls back to the product's first line; the option or material check then refuses it.
 */
export function rawLine(
  book: LineRulesBook,
  raw: unknown,
  names: { option: string; embossing: string },
): { product: QuoteProductId; lineId: PriceLineId } {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const product = namedOtherProduct(raw) ?? STICKERS;
  // An embossing the schema will refuse is read as none, to pick a line all the same.
  const embossing = embossingSchema.safeParse(fields[names.embossing]).data ?? 'none';
  const chosen = { product, option: text(fields[names.option]), material: text(fields.material), embossing };
  const firstOption = quoteProducts.find((candidate) => candidate.id === product)?.options[0]?.id;
  const lineId =
    lineIdFor(book, chosen) ?? lineIdFor(book, { product, option: firstOption, embossing: 'none' })!;
  return { product, lineId };
}

/** The option ids of a product, for a schema's enum. */
function optionIds(product: QuoteProductId) {
  const ids = quoteProducts.find((candidate) => candidate.id === product)?.options.map((o) => o.id) ?? [];
  return ids as [string, ...string[]];
}

/** Whether the option offers the material (the option itself checked elsewhere). */
export function offersMaterial(product: string, option: string, material: string | undefined): boolean {
  const found = findQuoteOption(product, option);
  return !found || material === undefined || found.option.materials.some((m) => m.id === material);
}

/**
 * A schema that validates with the one `schemaFor` picks from the raw input: each line's
 * request has its own bounds and messages.
 */
export function perLine<Schema extends z.ZodMiniType>(schemaFor: (raw: unknown) => Schema) {
  return z.pipe(
    z.unknown(),
    z.transform((raw, payload): z.output<Schema> => {
      const parsed = schemaFor(raw).safeParse(raw);
      if (parsed.success) return parsed.data;
      // Already finalized (each with its message and path): passed on as they are.
      payload.issues.push(...(parsed.error.issues as typeof payload.issues));
      return z.NEVER;
    }),
  );
}

/**
 * The price request of one product and line. Stickers & labels keep the spec's request (no
 * product, option or material: die cut, white vinyl) and may name an option and a material;
 * every other product names itself, its option and its material.
 */
function priceRequestSchemaOf(product: QuoteProductId, line: LineRules) {
  const stickers = product === STICKERS;
  const option = z.enum(optionIds(product), { error: optionMessage });
  const material = z.string({ error: materialMessage });
  return z
    .object({
      product: stickers ? z.optional(z.literal(STICKERS)) : z.literal(product),
      option: stickers ? z.optional(option) : option,
      material: stickers ? z.optional(material) : material,
      width: sizeSideSchema(line, 'Width'),
      height: sizeSideSchema(line, 'Height'),
      finish: z._default(finishSchema, DEFAULT_FINISH),
      embossing: z._default(stickers ? embossingSchema : noEmbossingSchema, 'none'),
      quantity: z.optional(lineQuantitySchema(line)),
    })
    .check(
      z.superRefine((value, ctx) => {
        const chosenOption = value.option ?? (stickers ? 'die-cut' : '');
        if (!offersMaterial(product, chosenOption, value.material)) {
          ctx.addIssue({ code: 'custom', path: ['material'], message: materialMessage });
        }
      }),
    );
}

/**
 * `build` once per book: a book read afresh after a save is a new object, so what was built
 * for the old one goes with it.
 */
export function perBook<Built>(build: (book: LineRulesBook) => Built): (book: LineRulesBook) => Built {
  const built = new WeakMap<LineRulesBook, Built>();
  return (book) => {
    let value = built.get(book);
    if (!value) built.set(book, (value = build(book)));
    return value;
  };
}

/**
 * Every product and price line of the book, as the request schemas are keyed (one schema per
 * pair): each option of each product with each embossing it may have.
 */
export function bookLines(book: LineRulesBook): { product: QuoteProductId; lineId: PriceLineId }[] {
  const pairs = new Map<string, { product: QuoteProductId; lineId: PriceLineId }>();
  for (const product of quoteProducts)
    for (const option of product.options)
      for (const embossing of embossingSchema.options) {
        const lineId = lineIdFor(book, { product: product.id, option: option.id, embossing });
        if (lineId) pairs.set(`${product.id}|${lineId}`, { product: product.id, lineId });
      }
  return [...pairs.values()];
}

/** Each line's price request schema, for the published API description (lib/product-api/openapi). */
export function priceRequestSchemasOf(book: LineRulesBook) {
  return bookLines(book).map(({ product, lineId }) => ({
    product,
    lineId,
    schema: priceRequestSchemaOf(product, book[lineId]),
  }));
}

/** The price request checked against the bounds of the book's lines (one schema per product and line). */
export const priceRequestSchema = perBook((book) => {
  const schemas = new Map<string, ReturnType<typeof priceRequestSchemaOf>>();
  return perLine((raw) => {
    const { product, lineId } = rawLine(book, raw, { option: 'option', embossing: 'embossing' });
    const key = `${product}|${lineId}`;
    let schema = schemas.get(key);
    if (!schema) schemas.set(key, (schema = priceRequestSchemaOf(product, book[lineId])));
    return schema;
  });
});

export type PriceRequest = z.output<ReturnType<typeof priceRequestSchema>>;
