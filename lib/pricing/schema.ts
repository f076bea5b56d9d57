import * as z from '@/lib/validation/zod';
import {
  CUSTOM_QUANTITY_MAX,
  CUSTOM_QUANTITY_MIN,
  CUSTOM_QUANTITY_STEP,
  DEFAULT_FINISH,
} from '@/lib/constants';
import { formatQuantity } from '@/lib/pricing';
import { quoteMessages } from '@/lib/validation/messages';
import { pricingTable } from '@/content/pricing';
import { priceTables, type PricedProductId, type PriceTable } from '@/content/price-tables';

/** Client-safe schemas for the price request; the wizard and the route handler share them. */
const sizeSideMessage = (side: 'Width' | 'Height', min: number, max: number) =>
  `${side} must be between ${min} and ${max} inches.`;

const boundedSide = (side: 'Width' | 'Height', min: number, max: number) =>
  z
    .number({ error: sizeSideMessage(side, min, max) })
    .check(z.gte(min, sizeSideMessage(side, min, max)), z.lte(max, sizeSideMessage(side, min, max)));

/** A side of a sticker or label (spec §5), in inches. */
export const sizeSideSchema = (side: 'Width' | 'Height') =>
  boundedSide(
    side,
    pricingTable.sizeInches.min,
    side === 'Width' ? pricingTable.sizeInches.max : pricingTable.sizeInches.maxHeight,
  );

/** A side of the product's size, in inches, within its table's bounds. */
export const productSizeSideSchema = (table: PriceTable, side: 'Width' | 'Height') =>
  boundedSide(
    side,
    table.sizeInches.min,
    side === 'Width' ? table.sizeInches.max : table.sizeInches.maxHeight,
  );

export const finishSchema = z.enum(['matte', 'gloss'], { error: 'Please choose a finish.' });
const embossingMessage = 'Please choose an embossing option.';
export const embossingSchema = z.enum(['none', 'standard', 'hd'], { error: embossingMessage });
/** Only stickers & labels are embossed: every other product is made without. */
export const noEmbossingSchema = z.enum(['none'], { error: embossingMessage });

export const materialMessage = 'Please choose a material.';
export const materialSchema = (table: PriceTable) =>
  z.enum(table.materials.map((material) => material.id) as [string, ...string[]], {
    error: materialMessage,
  });

/**
 * Quantity rule of spec §5: 50..100000 in steps of 5. A value out of range is also flagged
 * with the multiple-of-5 message, as the spec says, beside its own min or max message.
 */
export const quantitySchema = z.number({ error: quoteMessages.customQuantityRequired }).check(
  z.superRefine((value, ctx) => {
    if (value < CUSTOM_QUANTITY_MIN)
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityMin });
    if (value > CUSTOM_QUANTITY_MAX)
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityMax });
    const inRange = value >= CUSTOM_QUANTITY_MIN && value <= CUSTOM_QUANTITY_MAX;
    if (!inRange || !Number.isInteger(value / CUSTOM_QUANTITY_STEP)) {
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityStep });
    }
  }),
);

/** Another product's quantity rule, from its table, with messages that name its own bounds. */
function tableQuantitySchema({ customQuantity: { min, max, step } }: PriceTable) {
  return z.number({ error: quoteMessages.customQuantityRequired }).check(
    z.superRefine((value, ctx) => {
      if (value < min)
        ctx.addIssue({ code: 'custom', message: `Custom quantity must be at least ${formatQuantity(min)}.` });
      if (value > max)
        ctx.addIssue({ code: 'custom', message: `Custom quantity must be at most ${formatQuantity(max)}.` });
      if (!Number.isInteger(value / step)) {
        ctx.addIssue({
          code: 'custom',
          message:
            step === 1
              ? 'Custom quantity must be a whole number.'
              : `Custom quantity must be in increments of ${step}.`,
        });
      }
    }),
  );
}

/** The products other than stickers & labels (which keep the spec's request unchanged). */
export const otherProducts = (Object.keys(priceTables) as PricedProductId[]).filter(
  (product) => product !== 'stickers-labels',
);

const byProduct = <T>(build: (product: PricedProductId, table: PriceTable) => T) =>
  Object.fromEntries(
    otherProducts.map((product) => [product, build(product, priceTables[product])]),
  ) as Record<PricedProductId, T>;

const quantitySchemas = byProduct((_, table) => tableQuantitySchema(table));

/** The custom quantity rule of a product: the spec's for stickers & labels. */
export function quantitySchemaFor(product: string) {
  return quantitySchemas[product as PricedProductId] ?? quantitySchema;
}

/** The product a raw request names when it is one of the other products, else undefined (stickers & labels). */
export function namedOtherProduct(raw: unknown): PricedProductId | undefined {
  const product =
    typeof raw === 'object' && raw !== null ? (raw as { product?: unknown }).product : undefined;
  return otherProducts.find((candidate) => candidate === product);
}

/**
 * A schema that validates with the one `schemaFor` picks from the raw input: each product's
 * request has its own bounds and messages, while a request naming none is the spec's.
 */
export function perProduct<Schema extends z.ZodMiniType>(schemaFor: (raw: unknown) => Schema) {
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

/** The spec's price request: stickers & labels. */
const stickerPriceRequestSchema = z.object({
  width: sizeSideSchema('Width'),
  height: sizeSideSchema('Height'),
  finish: z._default(finishSchema, DEFAULT_FINISH),
  embossing: z._default(embossingSchema, 'none'),
  quantity: z.optional(quantitySchema),
});

/** Another product's price request: it names itself and its material. */
const otherPriceRequestSchemas = byProduct((product, table) =>
  z.object({
    product: z.literal(product),
    material: materialSchema(table),
    width: productSizeSideSchema(table, 'Width'),
    height: productSizeSideSchema(table, 'Height'),
    finish: z._default(finishSchema, DEFAULT_FINISH),
    embossing: z._default(noEmbossingSchema, 'none'),
    quantity: z.optional(quantitySchemas[product]!),
  }),
);

export const priceRequestSchema = perProduct((raw) => {
  const product = namedOtherProduct(raw);
  return product ? otherPriceRequestSchemas[product]! : stickerPriceRequestSchema;
});

export type PriceRequest = z.output<typeof priceRequestSchema>;
