'use server';

import type { FormState } from '@/components/admin/form-state';
import { promotionFormSchema, savePromotion } from '@/lib/promotions/server';
import { cacheTags, expireTags } from '@/lib/site-cache/server';
import { staffFormAction } from '../form-action';

/** Creates or changes a deal (the form's hidden `id` says which); the deal pages are refreshed. */
export async function savePromotionAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, promotionFormSchema, async (input, staff) => {
    const saved = await savePromotion(input, staff.email);
    // This instance at once; the others (and this one again) through the published revision.
    expireTags([cacheTags.deals]);
    return input.id ? `Deal ${saved.code} saved.` : `Deal ${saved.code} created.`;
  });
}
