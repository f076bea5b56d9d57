import { z } from 'zod';
import {
  CUSTOM_QUANTITY_MAX,
  CUSTOM_QUANTITY_MIN,
  CUSTOM_QUANTITY_STEP,
  DEFAULT_FINISH,
} from '@/lib/constants';
import { quoteMessages } from '@/lib/validation/messages';
import { pricingTable } from '@/content/pricing';

/** Client-safe schemas for the price request; the wizard and the route handler share them. */
const { min, max } = pricingTable.sizeInches;

const sizeSideMessage = (side: 'Width' | 'Height') => `${side} must be between ${min} and ${max} inches.`;

export const sizeSideSchema = (side: 'Width' | 'Height') =>
  z
    .number({ error: sizeSideMessage(side) })
    .min(min, sizeSideMessage(side))
    .max(max, sizeSideMessage(side));

export const finishSchema = z.enum(['matte', 'gloss'], { error: 'Please choose a finish.' });
export const embossingSchema = z.enum(['none', 'standard', 'hd'], {
  error: 'Please choose an embossing option.',
});

/**
 * Quantity rule of spec §5: 50..100000 in steps of 5. A value out of range is also flagged
 * with the multiple-of-5 message, as the spec says, beside its own min or max message.
 */
export const quantitySchema = z
  .number({ error: quoteMessages.customQuantityRequired })
  .superRefine((value, ctx) => {
    if (value < CUSTOM_QUANTITY_MIN)
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityMin });
    if (value > CUSTOM_QUANTITY_MAX)
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityMax });
    const inRange = value >= CUSTOM_QUANTITY_MIN && value <= CUSTOM_QUANTITY_MAX;
    if (!inRange || !Number.isInteger(value / CUSTOM_QUANTITY_STEP)) {
      ctx.addIssue({ code: 'custom', message: quoteMessages.customQuantityStep });
    }
  });

export const priceRequestSchema = z.object({
  width: sizeSideSchema('Width'),
  height: sizeSideSchema('Height'),
  finish: finishSchema.default(DEFAULT_FINISH),
  embossing: embossingSchema.default('none'),
  quantity: quantitySchema.optional(),
});

export type PriceRequest = z.output<typeof priceRequestSchema>;
