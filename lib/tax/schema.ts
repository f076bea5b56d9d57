import { z } from 'zod';
import { usStates } from '@/content/us-states';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, certificateFileMessages } from './certificate-files';
import { exemptionKinds, PPM_PER_PERCENT } from './tax';

/** The highest rate the console accepts: no US combined sales tax rate comes near it. */
const MAX_RATE_PPM = 20 * PPM_PER_PERCENT;

const stateCodes = usStates.map((state) => state.code) as [string, ...string[]];

export const stateSchema = z.enum(stateCodes, { error: 'Choose a U.S. state.' });

const rateMessage = 'Enter the rate as a percentage from 0 to 20, e.g. 7.75.';

/**
 * A rate typed as a percentage ("7.75") to parts per million (77500), digit by digit: no
 * binary fraction (7.75 × 10000 in floating point) ever decides a tax rate.
 */
export const ratePercentSchema = z
  .string({ error: rateMessage })
  .trim()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, rateMessage)
  .transform((text) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return Number(whole) * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0'));
  })
  .refine((ppm) => ppm <= MAX_RATE_PPM, rateMessage);

/** The file the customer picked, before an upload link is made for it. */
export const certificateFileSchema = z.object({
  fileName: z.string().trim().min(1, certificateFileMessages.missing).max(200, 'The file name is too long.'),
  fileType: z.enum(CERTIFICATE_TYPES, { error: certificateFileMessages.type }),
  fileSize: z
    .number()
    .int()
    .min(1, certificateFileMessages.missing)
    .max(CERTIFICATE_MAX_BYTES, certificateFileMessages.tooLarge),
});

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (text: string) => {
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
};

/** What the customer types about the certificate (its file is checked apart). */
export const certificateDetailsSchema = z.object({
  kind: z.enum(exemptionKinds, { error: 'Choose the kind of certificate.' }),
  state: stateSchema,
  number: z
    .string({ error: 'Please enter the certificate number.' })
    .trim()
    .min(1, 'Please enter the certificate number.')
    .max(40, 'The certificate number must be at most 40 characters.')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, 'Use letters, digits, spaces, dots, slashes and dashes only.'),
  expiresOn: z
    .string({ error: 'Please enter the expiry date.' })
    .regex(isoDay, 'Please enter the expiry date.')
    .refine(realDay, 'Please enter a real date.'),
});
