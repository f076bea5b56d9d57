import 'server-only';
import { REVIEW_RATE_LIMIT } from '@/lib/constants';
import { DomainError } from '@/lib/errors';
import { controlCharacterProblems, postedText } from '@/lib/http/server';
import { uploadedPhoto } from '@/lib/photos/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import { REVIEW_MULTILINE_FIELDS, reviewFormSchema, reviewMessages } from './rules';
import { submitReview } from './store';

/**
 * The form's answer (the console forms' shape, so the same form components read it): a message,
 * field errors by field name, and what was typed when refused.
 */
type ReviewFormAnswer = {
  status: 'ok' | 'error';
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export const tooManyReviewsMessage =
  'Too many reviews were sent from your address. Please try again in a few minutes.';

/**
 * The review form's post, from the visitor at `address`: counted against the address (a script
 * trying links or flooding the shop is stopped), validated field by field (refusals come back
 * with what was typed), then stored. No sign-in: the link's token is the permission.
 */
export async function reviewFromForm(formData: unknown, address: string): Promise<ReviewFormAnswer> {
  const values = postedText(formData);
  const verdict = await rateLimiter().hit(`reviews:${address}`, REVIEW_RATE_LIMIT);
  if (!verdict.allowed) return { status: 'error', message: tooManyReviewsMessage, values };
  const errors: Record<string, string> = {};
  for (const problem of controlCharacterProblems(values, REVIEW_MULTILINE_FIELDS)) {
    errors[problem.location] = problem.clientMessage;
  }
  const parsed = reviewFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { status: 'error', message: 'Please correct the fields marked.', errors, values };
  }
  try {
    const file = formData instanceof FormData ? formData.get('photo') : null;
    const photo = file instanceof Blob && file.size > 0 ? await uploadedPhoto(file) : undefined;
    const { edited } = await submitReview(parsed.data, photo);
    return { status: 'ok', message: edited ? reviewMessages.updated : reviewMessages.submitted };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const field = error.details.field === 'invite' ? undefined : error.details.field;
    return {
      status: 'error',
      message: error.message,
      errors: field ? { [field]: error.message } : undefined,
      values,
    };
  }
}
