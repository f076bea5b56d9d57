import type { Metadata } from 'next';
import { ReviewModerationList } from '@/components/admin/reviews/review-moderation-list';
import { requireStaff } from '@/lib/auth/server';
import { listReviewsForStaff } from '@/lib/reviews/server';
import { moderateReviewAction } from './actions';

export const metadata: Metadata = { title: 'Reviews' };

export default async function ReviewsConsolePage() {
  await requireStaff();
  const reviews = await listReviewsForStaff();
  const pending = reviews.filter((review) => review.status === 'pending').length;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Reviews</h1>
        <p className="max-w-3xl text-slate-600">
          Buyers&apos; reviews of their completed orders. Only approved reviews appear on the product pages
          and count towards the product&apos;s rating.{' '}
          {pending === 1 ? '1 review waits' : `${pending} reviews wait`} for you.
        </p>
      </div>
      <ReviewModerationList reviews={reviews} action={moderateReviewAction} />
    </div>
  );
}
