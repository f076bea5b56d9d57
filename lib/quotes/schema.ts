import { z } from 'zod';
import {
  CONTACT_PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MAX_ARTWORK_BYTES,
  NAME_MAX_LENGTH,
  ZIP_LENGTH,
} from '@/lib/constants';
import { embossingSchema, finishSchema, quantitySchema, sizeSideSchema } from '@/lib/pricing/schema';
import { addressMessages, contactMessages, lengthMessages, quoteMessages } from '@/lib/validation/messages';
import { fulfillmentOptions, quoteProducts, uploadOptions } from '@/content/quote-products';
import { shippingCountry, shippingCountryAliases, usStates } from '@/content/us-states';
import { artworkContentType, artworkTypeMessage } from '@/lib/storage/file-types';

/** Messages for choices the spec leaves unnamed (its own messages come from lib/validation). */
export { quantitySchema } from '@/lib/pricing/schema';

export const quoteChoiceMessages = {
  product: 'Please choose a product.',
  productOption: 'Please choose a product option.',
  size: 'Please choose a size.',
  price: 'Please choose a quantity to get a price.',
  uploadOption: 'Please choose whether to upload artwork.',
  fulfillmentMethod: 'Please choose how to receive your order.',
  phoneFormat: 'Phone number must be in the correct format',
  uploadedFileUrl: 'The uploaded file could not be found. Please upload it again.',
} as const;

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

const requiredText = (message: string, maxLength: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(maxLength, tooLong);
const optionalText = z.string().trim().max(200).optional();

const stateCodes = new Set<string>(usStates.map((state) => state.code));
const countryAliases = new Set<string>(shippingCountryAliases.map((alias) => alias.toUpperCase()));
const zipPattern = new RegExp(`^\\d{${ZIP_LENGTH}}$`);

/** "ca" is California as much as "CA": codes are stored upper-case, as the spec writes them. */
const stateCode = optionalText.transform((value) => value?.toUpperCase());
/** Any accepted spelling of the one country is stored as its code; anything else is kept to be refused. */
const country = optionalText.transform((value) =>
  value !== undefined && countryAliases.has(value.toUpperCase()) ? shippingCountry.code : value,
);

export const quoteFieldsSchema = z.object({
  product: z.enum(quoteProducts.map((product) => product.id) as ['stickers-labels'], {
    error: quoteChoiceMessages.product,
  }),
  productOption: z
    .string({ error: quoteChoiceMessages.productOption })
    .min(1, quoteChoiceMessages.productOption),
  embossingOption: embossingSchema,
  finishOption: finishSchema,
  size: z.object(
    { width: sizeSideSchema('Width'), height: sizeSideSchema('Height') },
    { error: quoteChoiceMessages.size },
  ),
  quantity: quantitySchema,
  price: z.number({ error: quoteChoiceMessages.price }).nonnegative(quoteChoiceMessages.price),
  contactName: requiredText(quoteMessages.nameRequired, NAME_MAX_LENGTH, lengthMessages.name),
  contactEmail: requiredText(quoteMessages.emailRequired, EMAIL_MAX_LENGTH, lengthMessages.email).pipe(
    z.email(contactMessages.emailInvalid),
  ),
  contactPhone: requiredText(
    quoteMessages.phoneRequired,
    CONTACT_PHONE_MAX_LENGTH,
    lengthMessages.contactPhone,
  ).pipe(z.string().regex(/^\+?[\d\s().-]{7,}$/, quoteChoiceMessages.phoneFormat)),
  uploadOption: z.enum(values(uploadOptions), { error: quoteChoiceMessages.uploadOption }),
  fulfillmentMethod: z.enum(values(fulfillmentOptions), { error: quoteChoiceMessages.fulfillmentMethod }),
  uploadedFileUrl: z.string().max(2000).optional(),
  shippingAddress1: optionalText,
  shippingAddress2: optionalText,
  shippingCity: optionalText,
  shippingState: stateCode,
  shippingPostalCode: optionalText,
  shippingCountry: country,
});

export type QuoteFields = z.output<typeof quoteFieldsSchema>;

const addressRules = [
  ['shippingAddress1', quoteMessages.address1Required],
  ['shippingCity', quoteMessages.cityRequired],
  ['shippingState', quoteMessages.stateRequired],
  ['shippingPostalCode', quoteMessages.postalCodeRequired],
  ['shippingCountry', quoteMessages.countryRequired],
] as const;

/** Rules across fields, the same for the wizard and the server (spec §5 "Quote form"). */
function crossFieldRules(value: QuoteFields, ctx: z.RefinementCtx): void {
  const product = quoteProducts.find((candidate) => candidate.id === value.product);
  if (!product?.options.some((option) => option.id === value.productOption)) {
    ctx.addIssue({ code: 'custom', path: ['productOption'], message: quoteChoiceMessages.productOption });
  }
  if (value.fulfillmentMethod === 'pickup') return;
  for (const [field, message] of addressRules) {
    if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message });
  }
  // U.S. only (free U.S. shipping): a listed state, a 5-digit ZIP, the one country.
  if (value.shippingState && !stateCodes.has(value.shippingState)) {
    ctx.addIssue({ code: 'custom', path: ['shippingState'], message: addressMessages.invalidStateAcronym });
  }
  if (value.shippingPostalCode && !zipPattern.test(value.shippingPostalCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['shippingPostalCode'],
      message: addressMessages.invalidAddressZip,
    });
  }
  if (value.shippingCountry && value.shippingCountry !== shippingCountry.code) {
    ctx.addIssue({ code: 'custom', path: ['shippingCountry'], message: addressMessages.invalidCountry });
  }
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
export const quoteRequestSchema = quoteFieldsSchema
  .superRefine((value, ctx) => {
    crossFieldRules(value, ctx);
    if (value.uploadOption === 'upload' && !value.uploadedFileUrl) {
      ctx.addIssue({ code: 'custom', path: ['uploadedFileUrl'], message: quoteMessages.fileRequired });
    }
  })
  .transform((value) =>
    dropPickupAddress(value.uploadOption === 'skip' ? { ...value, uploadedFileUrl: undefined } : value),
  );

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The file's size in MB as the spec's message shows it. */
export function fileSizeMb(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(2);
}

/** What the wizard checks before sending: the chosen file itself (not yet uploaded). */
export const quoteFormSchema = quoteFieldsSchema
  .extend({
    uploadedFile: z.custom<File>((file) => typeof File !== 'undefined' && file instanceof File).optional(),
  })
  .superRefine((value, ctx) => {
    crossFieldRules(value, ctx);
    if (value.uploadOption !== 'upload') return;
    if (!value.uploadedFile) {
      ctx.addIssue({ code: 'custom', path: ['uploadedFile'], message: quoteMessages.fileRequired });
    } else if (value.uploadedFile.size > MAX_ARTWORK_BYTES) {
      ctx.addIssue({
        code: 'custom',
        path: ['uploadedFile'],
        message: quoteMessages.fileTooLarge(fileSizeMb(value.uploadedFile.size)),
      });
    } else if (!artworkContentType(value.uploadedFile.name, value.uploadedFile.type)) {
      ctx.addIssue({ code: 'custom', path: ['uploadedFile'], message: artworkTypeMessage });
    }
  });

export type QuoteFormValue = z.input<typeof quoteFormSchema>;

/** Field path → every message for it, for showing errors beside their fields. */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
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
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.'),
});
