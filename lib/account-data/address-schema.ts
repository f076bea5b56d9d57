import { shippingCountry } from '@/content/us-states';
import { countryCode, upperStateCode, usAddressIssues } from '@/lib/validation';
import * as z from '@/lib/zod';
import { accountDataMessages, addressLimits } from './rules';

const required = (message: string) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(addressLimits.fieldMaxLength, accountDataMessages.tooLong),
    );

/** A blank second line is no line: nothing empty is stored. */
const optionalLine = z.pipe(
  z.optional(
    z.string().check(z.trim(), z.maxLength(addressLimits.fieldMaxLength, accountDataMessages.tooLong)),
  ),
  z.transform((value: string | undefined) => value || undefined),
);

/** A check box posts "on" when ticked (a form), a JSON client may send true. */
const ticked = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value: boolean | string | undefined) => value === true || value === 'on' || value === 'true'),
);

/**
 * A saved address as the account's address book and the wizard send it: the wizard's address
 * fields and the same U.S. rules as a quote's (lib/validation/us-address), so any saved
 * address is one a quote accepts.
 */
export const savedAddressSchema = z
  .object({
    address1: required(accountDataMessages.address1Required),
    address2: optionalLine,
    city: required(accountDataMessages.cityRequired),
    state: z.pipe(
      required(accountDataMessages.stateRequired),
      z.transform((value: string) => upperStateCode(value) ?? value),
    ),
    postalCode: required(accountDataMessages.postalCodeRequired),
    country: z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform(
        (value: string | undefined) => countryCode(value || shippingCountry.code) ?? shippingCountry.code,
      ),
    ),
    isDefault: ticked,
  })
  .check(
    z.superRefine((value, ctx) => {
      for (const { part, message } of usAddressIssues(value)) {
        ctx.addIssue({ code: 'custom', path: [part], message });
      }
    }),
  );

export type SavedAddressInput = z.output<typeof savedAddressSchema>;

/** A saved address as the account and the wizard see it. */
export type SavedAddress = {
  id: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  isDefault: boolean;
};
