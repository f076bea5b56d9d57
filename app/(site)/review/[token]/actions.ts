'use server';

import { headers } from 'next/headers';
import type { FormState } from '@/components/admin/form-state';
import { clientAddress } from '@/lib/http/server';
import { reviewFromForm } from '@/lib/reviews/server';

/** The review form posts here (the link's token travels in the form as `invite`). */
export async function submitReviewAction(_previous: FormState, formData: FormData): Promise<FormState> {
  // clientAddress reads the forwarding chain the same way for actions as for route handlers.
  const address = clientAddress(new Request('http://review.invalid/', { headers: await headers() }));
  return reviewFromForm(formData, address);
}
