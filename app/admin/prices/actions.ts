'use server';

import type { FormState } from '@/components/admin/form-state';
import type { PreviewState } from '@/components/admin/prices/price-preview';
import {
  previewFormSchema,
  previewPriceLine,
  priceLineFormSchema,
  rollbackFormSchema,
  rollBackPriceLine,
  savePriceLine,
  type PricePreview,
} from '@/lib/pricing/server';
import { cacheTags, expireTags } from '@/lib/site-cache/server';
import { staffFormAction } from '../form-action';

/** Saves an edited price line; the pages showing prices are refreshed. */
export async function savePriceLineAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, priceLineFormSchema, async (input, staff) => {
    const version = await savePriceLine(input, staff.email);
    // This instance at once; the others (and this one again) through the published revision.
    expireTags([cacheTags.prices]);
    return `Saved as version ${version}.`;
  });
}

/** Makes an earlier version of a line current again (as a new version). */
export async function rollBackPriceLineAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, rollbackFormSchema, async (input, staff) => {
    const version = await rollBackPriceLine(input, staff.email);
    expireTags([cacheTags.prices]);
    return `Version ${input.to} restored as version ${version}.`;
  });
}

/** The edited line's price matrix beside the current one; nothing is saved. */
export async function previewPriceLineAction(formData: FormData): Promise<PreviewState> {
  let preview: PricePreview | undefined;
  const state = await staffFormAction(formData, previewFormSchema, async (input) => {
    preview = await previewPriceLine(input);
    return 'Preview of the prices as typed; nothing is saved.';
  });
  return { ...state, preview };
}
