import type { FormAction } from '@/components/admin/form-state';
import { defaultReviewerName, reviewMessages } from '@/lib/reviews';
import { invitationFor, productNameOf } from '@/lib/reviews/server';
import { MAX_PHOTO_BYTES, photoMessages } from '@/lib/photos/server';
import { ReviewForm } from './review-form';

const box = 'mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8';

/**
 * The page an invitation link opens: the review form for that order's product, the review being
 * edited while the shop has not checked it, or why it cannot be written (one message for every
 * refused link, so a guess learns nothing).
 */
export async function ReviewPage({ token, action }: { token: string; action: FormAction }) {
  const invitation = await invitationFor(token);
  if (!invitation) {
    return (
      <div className={box}>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Write a review</h1>
        <p role="alert" className="text-slate-700">
          {reviewMessages.linkInvalid}
        </p>
      </div>
    );
  }
  const { quote, productId, review } = invitation;
  const productName = productNameOf(productId);
  return (
    <div className={box}>
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Review your {productName}</h1>
      <p className="text-slate-700">
        Order {quote.number}. Your review appears on the product page once the shop has checked it.
      </p>
      {review && review.status !== 'pending' ? (
        <p role="status" className="rounded-lg bg-slate-100 p-4 text-slate-800">
          {reviewMessages.alreadyModerated}
        </p>
      ) : (
        <ReviewForm
          action={action}
          invite={token}
          photoMaxBytes={MAX_PHOTO_BYTES}
          photoTooLargeMessage={photoMessages.tooLarge}
          defaults={
            review
              ? {
                  rating: review.rating,
                  title: review.title,
                  body: review.body,
                  reviewerName: review.reviewerName,
                }
              : { title: '', body: '', reviewerName: defaultReviewerName(quote.contactName) }
          }
        />
      )}
    </div>
  );
}
