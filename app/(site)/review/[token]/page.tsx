import type { Metadata } from 'next';
import { ReviewPage } from '@/components/reviews/review-page';
import { submitReviewAction } from './actions';

// The link's token is in the URL: never indexed, never cached, never sent on (proxy.ts sets
// Referrer-Policy: no-referrer on /review/).
export const metadata: Metadata = { title: 'Write a review', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/** The review form a buyer opens through the link e-mailed when their order was completed. */
export default async function WriteReviewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <ReviewPage token={token} action={submitReviewAction} />;
}
