import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { REVIEWS_LISTED } from '@/lib/constants';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { emailComposer } from '@/lib/email-texts/server';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { removePhotoFiles, storeUploadedPhoto, type StoredPhotoFiles } from '@/lib/photos/server';
import { cacheTags, publishChange } from '@/lib/site-cache/server';
import { invitationFor, productNameOf, productPathOf } from './invitations';
import { newReviewMessage } from './messages';
import { reviewMessages, reviewSummary, type ReviewInput } from './rules';

type ReviewRow = typeof tables.reviews.$inferSelect;

/** A review as the product pages show it: only what the buyer chose to publish. */
export type PublishedReview = Pick<ReviewRow, 'id' | 'rating' | 'title' | 'body' | 'reviewerName'> & {
  /** ISO date-time: the pages' cache keeps JSON. */
  createdAt: string;
  photo?: StoredPhotoFiles;
};

const linkRefused = () => new DomainError('not_found', reviewMessages.linkInvalid, { field: 'invite' });

const photoOf = (row: ReviewRow): StoredPhotoFiles | undefined =>
  row.photoId && row.photoWidths && row.photoWidth && row.photoHeight
    ? { id: row.photoId, widths: row.photoWidths, width: row.photoWidth, height: row.photoHeight }
    : undefined;

/**
 * Records the review an invitation link asks for: one per order. A second post edits it while
 * it waits for the shop (a new photo replaces the old one; none keeps it); once staff approved
 * or hid it, it is refused, so a published review never changes unseen. The shop is e-mailed.
 */
export async function submitReview(
  input: ReviewInput,
  photoUpload: Buffer | undefined,
): Promise<{ edited: boolean }> {
  const invitation = await invitationFor(input.invite);
  if (!invitation) throw linkRefused();
  if (invitation.review && invitation.review.status !== 'pending') {
    throw new DomainError('conflict', reviewMessages.alreadyModerated);
  }
  // Converted before the transaction (it takes a while); removed again if the review is refused.
  const photo = photoUpload && (await storeUploadedPhoto(photoUpload));
  const { quote, productId } = invitation;
  const content = {
    rating: input.rating,
    title: input.title,
    body: input.body,
    reviewerName: input.reviewerName,
    ...(photo && {
      photoId: photo.id,
      photoWidths: photo.widths,
      photoWidth: photo.width,
      photoHeight: photo.height,
    }),
  };
  const compose = await emailComposer();
  try {
    const { edited, replaced } = await inTransactionWithMessages('reviews', async (tx) => {
      const [previous] = await tx
        .select()
        .from(tables.reviews)
        .where(eq(tables.reviews.quoteId, quote.id))
        .for('update');
      if (previous && previous.status !== 'pending')
        throw new DomainError('conflict', reviewMessages.alreadyModerated);
      if (previous) {
        await tx
          .update(tables.reviews)
          .set({ ...content, updatedAt: new Date() })
          .where(eq(tables.reviews.id, previous.id));
      } else {
        const [inserted] = await tx
          .insert(tables.reviews)
          .values({ quoteId: quote.id, productId, ...content })
          .onConflictDoNothing()
          .returning({ id: tables.reviews.id });
        // Two first posts at once: the other one landed; this one is the edit it would have been.
        if (!inserted) throw new DomainError('conflict', reviewMessages.alreadyModerated);
      }
      const edited = Boolean(previous);
      return {
        result: { edited, replaced: photo && previous ? photoOf(previous) : undefined },
        messages: [newReviewMessage(compose, quote, content, productNameOf(productId), edited)],
      };
    });
    if (replaced) await removePhotoFiles(replaced);
    return { edited };
  } catch (error) {
    if (photo) await removePhotoFiles(photo);
    throw error;
  }
}

/** Staff's decision on a review: publish it on the product's pages, or keep it off them. */
type Moderation = 'approve' | 'hide';

/**
 * Approves or hides a review as `staffEmail` (either may be changed later: an approved review
 * can still be hidden). The product pages are refreshed on every instance.
 */
export async function moderateReview(
  reviewId: string,
  decision: Moderation,
  staffEmail: string,
): Promise<void> {
  const { db } = await getDatabase();
  const [moderated] = await db
    .update(tables.reviews)
    .set({
      status: decision === 'approve' ? 'approved' : 'hidden',
      moderatedBy: staffEmail,
      moderatedAt: new Date(),
    })
    .where(eq(tables.reviews.id, reviewId))
    .returning({ id: tables.reviews.id });
  if (!moderated) throw new DomainError('not_found', 'This review no longer exists.', { field: 'review' });
  await publishChange([cacheTags.reviews], db);
}

/** Every review for the console: pending first, then newest first, with its order's number. */
export async function listReviewsForStaff() {
  const { db } = await getDatabase();
  const { reviews, quotes } = tables;
  const rows = await db
    .select({ review: reviews, quoteNumber: quotes.number })
    .from(reviews)
    .innerJoin(quotes, eq(quotes.id, reviews.quoteId))
    .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt))
    .limit(200);
  return rows.map(({ review, quoteNumber }) => ({
    ...review,
    quoteNumber,
    productName: productNameOf(review.productId),
    productPath: productPathOf(review.productId),
    photo: photoOf(review),
  }));
}

/** A product's approved reviews, newest first (at most REVIEWS_LISTED). */
export async function approvedReviewsOf(productId: string, db?: Database): Promise<PublishedReview[]> {
  const database = db ?? (await getDatabase()).db;
  const rows = await database
    .select()
    .from(tables.reviews)
    .where(and(eq(tables.reviews.productId, productId), eq(tables.reviews.status, 'approved')))
    .orderBy(desc(tables.reviews.createdAt), asc(tables.reviews.id))
    .limit(REVIEWS_LISTED);
  return rows.map((row) => {
    const photo = photoOf(row);
    return {
      id: row.id,
      rating: row.rating,
      title: row.title,
      body: row.body,
      reviewerName: row.reviewerName,
      createdAt: row.createdAt.toISOString(),
      ...(photo && { photo }),
    };
  });
}

/** Every reviewed product's true average and count, over its approved reviews only. */
export async function reviewSummaries(db?: Database) {
  const database = db ?? (await getDatabase()).db;
  const rows = await database
    .select({
      productId: tables.reviews.productId,
      total: sql<number>`sum(${tables.reviews.rating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(tables.reviews)
    .where(eq(tables.reviews.status, 'approved'))
    .groupBy(tables.reviews.productId);
  return new Map(
    rows.flatMap(({ productId, total, count }) => {
      const summary = reviewSummary(total, count);
      return summary ? [[productId, summary] as const] : [];
    }),
  );
}

/**
 * Whether a photo is a review's that the pages do not show (waiting for the shop, or hidden):
 * only staff may see its files. Undefined when no review has the photo (a catalogue photo).
 */
export async function reviewPhotoUnpublished(photoId: string): Promise<boolean | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ status: tables.reviews.status })
    .from(tables.reviews)
    .where(eq(tables.reviews.photoId, photoId))
    .limit(1);
  return row && row.status !== 'approved';
}
