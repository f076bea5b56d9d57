'use server';

import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { moderateReview } from '@/lib/reviews/server';
import { cacheTags, expireTags } from '@/lib/site-cache/server';
import { staffFormAction } from '../form-action';

const moderation = z.object({
  review: z.uuid({ message: 'This review no longer exists.' }),
  decision: z.enum(['approve', 'hide'], { message: 'Choose approve or hide.' }),
});

/**
 * Approves or hides a review with one click. This instance's product pages are refreshed at
 * once; the others follow the revision the change published (lib/site-cache).
 */
export async function moderateReviewAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, moderation, async ({ review, decision }, staff) => {
    await moderateReview(review, decision, staff.email);
    expireTags([cacheTags.reviews]);
    return decision === 'approve' ? 'Review approved: it shows on the product page.' : 'Review hidden.';
  });
}
