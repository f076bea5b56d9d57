import * as z from '@/lib/zod';
import {
  COMPANY_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PO_NUMBER_MAX_LENGTH,
  PROMOTION_CODE_MAX_LENGTH,
} from '@/lib/constants';
import {
  bookLines,
  embossingSchema,
  finishSchema,
  materialMessage,
  noEmbossingSchema,
  offersMaterial,
  optionMessage,
  perBook,
  perLine,
  quantitySchemaFor,
  rawLine,
  sizeSideSchema,
} from '@/lib/pricing';
import type { LineRules, LineRulesBook } from '@/lib/pricing';
import { contactMessages, lengthMessages, quoteMessages } from '@/lib/validation';
import { countryCode, upperStateCode, usAddressIssues } from '@/lib/validation';
import {
  findQuoteOption,
  fulfillmentOptions,
  uploadOptions,
  type QuoteProductId,
} from '@/content/quote-products';
import { artworkFileProblem } from './artwork-file';
import { promotionMessages } from '@/lib/promotions';
import { cutBorderMessage, DIE_CUT_BORDERS_IN, productShapeOf } from '@/lib/cut-line';

/** Messages for choices the spec leaves unnamed (its own messages come from lib/validation). */
export { quantitySchemaFor } from '@/lib/pricing';

export const quoteChoiceMessages = {
  product: 'Please choose a product.',
  productOption: optionMessage,
  size: 'Please choose a size.',
  price: 'Please choose a quantity to get a price.',
  uploadOption: 'Please choose whether to upload artwork.',
  fulfillmentMethod: 'Please choose how to receive your order.',
  phoneFormat: 'Phone number must be in the correct format',
  uploadedFileUrl: 'The uploaded file could not be found. Please upload it again.',
  companyNameTooLong: `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters.`,
  poNumberTooLong: `PO number must be at most ${PO_NUMBER_MAX_LENGTH} characters.`,
} as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

const requiredText = (message: string, maxLength: number, tooLong: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(maxLength, tooLong));
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(200)));
/** An optional text whose blank means "none" (undefined), so nothing empty is stored. */
const optionalNamed = (maxLength: number, tooLong: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(maxLength, tooLong))),
    z.transform((value: string | undefined) => value || undefined),
  );

const stateCode = z.pipe(optionalText, z.transform(upperStateCode));
const country = z.pipe(optionalText, z.transform(countryCode));

/**
 * A quote's fields for one product and price line: the spec's fields for stickers & labels
 * (with their material, the option's first when none is named), and for every other product
 * its material; sizes and quantities within the line's bounds.
 */
function fieldsSchemaOf(product: QuoteProductId, line: LineRules) {
  const stickers = product === 'stickers-labels';
  const material = z.string({ error: materialMessage });
  return z.object({
    product: z.literal(product, { error: quoteChoiceMessages.product }),
    productOption: z
      .string({ error: quoteChoiceMessages.productOption })
      .check(z.minLength(1, quoteChoiceMessages.productOption)),
    embossingOption: stickers ? embossingSchema : noEmbossingSchema,
    finishOption: finishSchema,
    material: stickers ? z.optional(material) : material,
    // A die-cut's white border (issue 32 §2); any other shape's is dropped (see withCutBorder).
    cutBorderIn: z.optional(
      z
        .number({ error: cutBorderMessage })
        .check(z.refine((inches) => DIE_CUT_BORDERS_IN.includes(inches), { error: cutBorderMessage })),
    ),
    size: z.object(
      { width: sizeSideSchema(line, 'Width'), height: sizeSideSchema(line, 'Height') },
      { error: quoteChoiceMessages.size },
    ),
    quantity: quantitySchemaFor(line),
    price: z.number({ error: quoteChoiceMessages.price }).check(z.gte(0, quoteChoiceMessages.price)),
    contactName: requiredText(quoteMessages.nameRequired, NAME_MAX_LENGTH, lengthMessages.name),
    contactEmail: z.pipe(
      requiredText(quoteMessages.emailRequired, EMAIL_MAX_LENGTH, lengthMessages.email),
      z.email(contactMessages.emailInvalid),
    ),
    contactPhone: z.pipe(
      requiredText(quoteMessages.phoneRequired, CONTACT_PHONE_MAX_LENGTH, lengthMessages.contactPhone),
      z.string().check(z.regex(/^\+?[\d\s().-]{7,}$/, quoteChoiceMessages.phoneFormat)),
    ),
    // Business buyers (issue 30 §3); both optional.
    companyName: optionalNamed(COMPANY_NAME_MAX_LENGTH, quoteChoiceMessages.companyNameTooLong),
    poNumber: optionalNamed(PO_NUMBER_MAX_LENGTH, quoteChoiceMessages.poNumberTooLong),
    // The code the customer applied; the server judges it again and computes the discount.
    promotionCode: optionalNamed(PROMOTION_CODE_MAX_LENGTH, promotionMessages.tooLong),
    uploadOption: z.enum(values(uploadOptions), { error: quoteChoiceMessages.uploadOption }),
    fulfillmentMethod: z.enum(values(fulfillmentOptions), { error: quoteChoiceMessages.fulfillmentMethod }),
    uploadedFileUrl: z.optional(z.string().check(z.maxLength(2000))),
    shippingAddress1: optionalText,
    shippingAddress2: optionalText,
    shippingCity: optionalText,
    shippingState: stateCode,
    shippingPostalCode: optionalText,
    shippingCountry: country,
  });
}

type FieldsSchema = ReturnType<typeof fieldsSchemaOf>;

/** A validated quote: every product carries its material (stickers & labels: the option's default when none was named). */
export type QuoteFields = Omit<z.output<FieldsSchema>, 'product'> & {
  product: QuoteProductId;
  material?: string;
};

const shippingFields = {
  state: 'shippingState',
  postalCode: 'shippingPostalCode',
  country: 'shippingCountry',
} as const;

const addressRules = [
  ['shippingAddress1', quoteMessages.address1Required],
  ['shippingCity', quoteMessages.cityRequired],
  ['shippingState', quoteMessages.stateRequired],
  ['shippingPostalCode', quoteMessages.postalCodeRequired],
  ['shippingCountry', quoteMessages.countryRequired],
] as const;

/** Rules across fields, the same for the wizard and the server (spec §5 "Quote form"). */
function crossFieldRules(value: QuoteFields, ctx: z.core.$RefinementCtx): void {
  const chosen = findQuoteOption(value.product, value.productOption);
  if (!chosen) {
    ctx.addIssue({ code: 'custom', path: ['productOption'], message: quoteChoiceMessages.productOption });
  } else if (!offersMaterial(value.product, value.productOption, value.material)) {
    ctx.addIssue({ code: 'custom', path: ['material'], message: materialMessage });
  }
  if (value.fulfillmentMethod === 'pickup') return;
  for (const [field, message] of addressRules) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  const issues = usAddressIssues({
    state: value.shippingState,
    postalCode: value.shippingPostalCode,
    country: value.shippingCountry,
  });
  for (const { part, message } of issues) {
    ctx.addIssue({ code: 'custom', path: [shippingFields[part]], message });
  }
}

/** The option's default material when a stickers & labels quote names none (the spec's request). */
function withMaterial(value: QuoteFields): QuoteFields {
  if (value.material !== undefined) return value;
  return { ...value, material: findQuoteOption(value.product, value.productOption)?.option.materials[0]?.id };
}

/**
 * Only a die-cut has a border: any other shape's is dropped. A die-cut sent without one is
 * stored with the shop's default (createQuote), and forwarded as it came in proxy mode.
 */
function withCutBorder(value: QuoteFields): QuoteFields {
  return productShapeOf(value.productOption) === 'die-cut' ? value : { ...value, cutBorderIn: undefined };
}

/** Pickup needs no address: whatever was typed there is dropped, not stored. */
function dropPickupAddress(value: QuoteFields): QuoteFields {
  if (value.fulfillmentMethod !== 'pickup') return value;
  return {
    ...value,
    shippingAddress1: undefined,
    shippingAddress2: undefined,
    shippingCity: undefined,
    shippingState: undefined,
    shippingPostalCode: undefined,
    shippingCountry: undefined,
  };
}

/** What the server receives: with an upload chosen, the stored file's URL is required. */
const requestSchemaOf = (fields: FieldsSchema) =>
  z.pipe(
    fields.check(
      z.superRefine((value, ctx) => {
        crossFieldRules(value as QuoteFields, ctx);
        if (value.uploadOption === 'upload' && !value.uploadedFileUrl) {
          ctx.addIssue({ code: 'custom', path: ['uploadedFileUrl'], message: quoteMessages.fileRequired });
        }
      }),
    ),
    z.transform((value) =>
      withCutBorder(
        withMaterial(
          dropPickupAddress(
            (value.uploadOption === 'skip' ? { ...value, uploadedFileUrl: undefined } : value) as QuoteFields,
          ),
        ),
      ),
    ),
  );

/** One schema per product and line of the book, built when first needed. */
function cachedPerLine<Schema>(book: LineRulesBook, build: (fields: FieldsSchema) => Schema) {
  const built = new Map<string, Schema>();
  return (raw: unknown) => {
    const { product, lineId } = rawLine(book, raw, { option: 'productOption', embossing: 'embossingOption' });
    const key = `${product}|${lineId}`;
    let schema = built.get(key);
    if (!schema) built.set(key, (schema = build(fieldsSchemaOf(product, book[lineId]))));
    return schema;
  };
}

/** The quote the server receives, its sizes and quantity checked against the book's lines. */
export const quoteRequestSchema = perBook((book) => perLine(cachedPerLine(book, requestSchemaOf)));

export type QuoteRequest = QuoteFields;

/** Each line's quote request schema, for the published API description (lib/product-api/openapi). */
export function quoteRequestSchemasOf(book: LineRulesBook) {
  return bookLines(book).map(({ product, lineId }) => ({
    product,
    lineId,
    schema: requestSchemaOf(fieldsSchemaOf(product, book[lineId])),
  }));
}

/** What the wizard checks before sending: the chosen file itself (not yet uploaded). */
const formSchemaOf = (fields: FieldsSchema) =>
  z
    .extend(fields, {
      uploadedFile: z.optional(z.custom<File>((file) => typeof File !== 'undefined' && file instanceof File)),
    })
    .check(
      z.superRefine((value, ctx) => {
        crossFieldRules(value as QuoteFields, ctx);
        if (value.uploadOption !== 'upload') return;
        if (!value.uploadedFile) {
          ctx.addIssue({ code: 'custom', path: ['uploadedFile'], message: quoteMessages.fileRequired });
          return;
        }
        const problem = artworkFileProblem(value.uploadedFile);
        if (problem) ctx.addIssue({ code: 'custom', path: ['uploadedFile'], message: problem });
      }),
    );

/** What the wizard checks, against the lines its page was given. */
export const quoteFormSchema = perBook((book) => perLine(cachedPerLine(book, formSchemaOf)));

export type QuoteFormValue = z.input<ReturnType<typeof formSchemaOf>>;

/** Field path → every message for it, for showing errors beside their fields. */
export function fieldMessages(error: z.core.$ZodError): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    const messages = (byField[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return byField;
}

/** The client's idempotency key, sent in the Idempotency-Key header (a UUID from the wizard). */
export const idempotencyHeaderSchema = z.object({
  'Idempotency-Key': z
    .string({ error: 'The Idempotency-Key header is required.' })
    .check(
      z.regex(
        /^[A-Za-z0-9_-]{8,128}$/,
        'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.',
      ),
    ),
});
