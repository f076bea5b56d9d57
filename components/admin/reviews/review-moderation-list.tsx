import Link from 'next/link';
import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import { formatDateTime } from '@/components/admin/format';
import type { FormAction } from '@/components/admin/form-state';
import { ReviewCard } from '@/components/reviews/review-card';
import type { listReviewsForStaff } from '@/lib/reviews/server';

type StaffReview = Awaited<ReturnType<typeof listReviewsForStaff>>[number];

const statusLabels: Record<StaffReview['status'], string> = {
  pending: 'Waiting for you',
  approved: 'Approved: on the product page',
  hidden: 'Hidden',
};

/** The console's reviews, pending first: each as the product page would show it, with its order and product. */
export function ReviewModerationList({ reviews, action }: { reviews: StaffReview[]; action: FormAction }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        No reviews yet. Buyers are invited to write one when their order is completed.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
        >
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{statusLabels[review.status]}</span>
            {review.moderatedBy && review.moderatedAt
              ? ` (${review.moderatedBy}, ${formatDateTime(review.moderatedAt)})`
              : ''}
            <br />
            Quote{' '}
            <Link
              href={`/admin/quotes/${encodeURIComponent(review.quoteNumber)}`}
              className="text-orange-800 underline"
            >
              {review.quoteNumber}
            </Link>{' '}
            ·{' '}
            {review.productPath ? (
              <Link href={review.productPath} className="text-orange-800 underline">
                {review.productName}
              </Link>
            ) : (
              review.productName
            )}{' '}
            · written {formatDateTime(review.updatedAt)}
          </p>
          <ReviewCard review={{ ...review, createdAt: review.createdAt.toISOString() }} />
          <ActionForm
            action={action}
            className="flex flex-wrap items-center gap-2"
            label={`Moderate “${review.title}”`}
          >
            <input type="hidden" name="review" value={review.id} />
            {review.status !== 'approved' && (
              <SubmitButton name="decision" value="approve">
                Approve
              </SubmitButton>
            )}
            {review.status !== 'hidden' && (
              <SubmitButton name="decision" value="hide" variant="secondary">
                Hide
              </SubmitButton>
            )}
          </ActionForm>
        </li>
      ))}
    </ul>
  );
}
