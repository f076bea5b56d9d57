import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as identity } from '@/app/api/identity/route';
import { submitReviewAction } from '@/app/(site)/review/[token]/actions';
import { moderateReviewAction } from '@/app/admin/reviews/actions';
import { GET as photoRoute } from '@/app/photos/[name]/route';
import { idleForm } from '@/components/admin/form-state';
import { REVIEW_RATE_LIMIT } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { changeStage, type OrderActor } from '@/lib/orders/server';
import { readCatalogue } from '@/lib/product-content/server';
import {
  invitationFor,
  listReviewsForStaff,
  moderateReview,
  reviewSummaries,
  tooManyReviewsMessage,
} from '@/lib/reviews/server';
import { reviewMessages, reviewStructuredData } from '@/lib/reviews/rules';
import { currentRevisions } from '@/lib/site-cache/server';
import { amplifyCookies } from '@/tests/helpers/amplify-cookies';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver, newPerson } from '@/tests/helpers/identity-driver';
import { mailTo, storedQuote } from '@/tests/helpers/orders';
import { testDataDir } from '@/tests/helpers/quotes';
import { freshRateLimitsEachTest } from '@/tests/helpers/rate-limits';
import { accessRefusal } from '@/tests/helpers/refusals';
import { approvedReviewsOf } from '@/lib/reviews/store';
import { actAs, sendCookieHeader, sendFrom } from '@/tests/helpers/request-context';

/*
 * Issue 32 §4: a completed order's buyer is e-mailed a link to review the product; staff approve
 * or hide reviews; the pages show only approved ones, with their true average and count.
 */
const boss = newPerson('reviews-boss');
process.env.STAFF_EMAILS = boss.email;
const dataDir = testDataDir();
const photoDir = path.join(dataDir, 'uploads', 'photos');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
sendFrom('203.0.113.7');
const mockExpiredTags: string[] = [];
jest.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: (tag: string) => void mockExpiredTags.push(tag),
}));

const staff: OrderActor = { role: 'staff', name: 'Sam Staff' };
const PRODUCT = 'die-cut-stickers';

/** A die-cut sticker order staff have just completed; its invitation e-mail's token. */
async function completedOrder(overrides: Parameters<typeof storedQuote>[0] = {}) {
  const quote = await storedQuote({ status: 'delivered', embossingOption: 'none', ...overrides });
  await changeStage({ quoteId: quote.id, to: 'completed', actor: staff });
  const invitation = (await mailTo(quote.contactEmail)).find((mail) =>
    mail.subject?.includes('Review your order'),
  );
  const token = invitation?.body.match(/\/review\/([A-Za-z0-9_-]{22})\b/)?.[1];
  return { quote, invitation, token: token! };
}

const reviewForm = (token: string, overrides: Record<string, string> = {}) =>
  formData({
    invite: token,
    rating: '5',
    title: 'Bright and tough',
    body: 'They survived a summer on my cooler.',
    reviewerName: 'Dana R.',
    ...overrides,
  });

async function reviewRows() {
  const { db } = await getDatabase();
  return db.select().from(tables.reviews);
}

describeWithDatabase('review invitations and submissions', (database) => {
  freshRateLimitsEachTest();

  it('e-mails the buyer of a completed order a link to its product, once, and no one else', async () => {
    const { quote, invitation, token } = await completedOrder();
    expect(invitation?.subject).toBe(`How are your Die Cut Stickers? Review your order ${quote.number}`);
    expect(token).toHaveLength(22);
    const opened = await invitationFor(token);
    expect(opened).toMatchObject({ productId: PRODUCT, quote: { id: quote.id }, review: undefined });
    // Only its hash is stored.
    const { db } = database();
    const [stored] = await db
      .select()
      .from(tables.reviewInvitations)
      .where(eq(tables.reviewInvitations.quoteId, quote.id));
    expect(stored!.tokenHash).not.toContain(token);

    const shipped = await storedQuote({ status: 'in_production', embossingOption: 'none' });
    await changeStage({
      quoteId: shipped.id,
      to: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z',
      actor: staff,
    });
    expect((await mailTo(shipped.contactEmail)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringContaining('Review'),
    );
  });

  it('takes a review through the link, without signing in, for that order only; the shop is told', async () => {
    const { quote, token } = await completedOrder();
    const other = await completedOrder();
    actAs(undefined);
    expect(await submitReviewAction(idleForm, reviewForm(token))).toEqual({
      status: 'ok',
      message: reviewMessages.submitted,
    });
    const [row] = (await reviewRows()).filter((review) => review.quoteId === quote.id);
    expect(row).toMatchObject({ productId: PRODUCT, rating: 5, status: 'pending', reviewerName: 'Dana R.' });
    expect((await reviewRows()).some((review) => review.quoteId === other.quote.id)).toBe(false);
    const notice = (await mailTo('support@coastlineprint.co')).at(-1)!;
    expect(notice.subject).toBe(`New review for quote ${quote.number}: 5 of 5`);
  });

  it('refuses forged, malformed and expired links alike, storing nothing', async () => {
    const { quote, token } = await completedOrder();
    const forged = `${token.slice(0, 21)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [forged, 'short', '', `${token}x`]) {
      expect(await submitReviewAction(idleForm, reviewForm(bad))).toMatchObject({
        status: 'error',
        message: reviewMessages.linkInvalid,
      });
    }
    const { db } = database();
    await db
      .update(tables.reviewInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.reviewInvitations.quoteId, quote.id));
    expect(await submitReviewAction(idleForm, reviewForm(token))).toMatchObject({
      message: reviewMessages.linkInvalid,
    });
    expect((await reviewRows()).some((review) => review.quoteId === quote.id)).toBe(false);
  });

  it('names each refused field and gives back what was typed', async () => {
    const { token } = await completedOrder();
    const typed = { rating: '6', title: ' ', body: 'Short', reviewerName: 'N'.repeat(41) };
    expect(await submitReviewAction(idleForm, reviewForm(token, typed))).toEqual({
      status: 'error',
      message: 'Please correct the fields marked.',
      errors: {
        rating: reviewMessages.rating,
        title: reviewMessages.titleMissing,
        body: reviewMessages.textTooShort,
        reviewerName: reviewMessages.nameTooLong,
      },
      values: { invite: token, ...typed },
    });
    expect(
      await submitReviewAction(idleForm, reviewForm(token, { body: 'B'.repeat(2001), title: 'a\u0000b' })),
    ).toMatchObject({
      errors: { body: reviewMessages.textTooLong, title: 'This field must not contain control characters.' },
    });
  });

  it('keeps one review per order: a second post edits it until staff moderate, then is refused', async () => {
    const { quote, token } = await completedOrder();
    await submitReviewAction(idleForm, reviewForm(token));
    expect(await submitReviewAction(idleForm, reviewForm(token, { rating: '4', title: 'Good' }))).toEqual({
      status: 'ok',
      message: reviewMessages.updated,
    });
    const mine = async () => (await reviewRows()).filter((review) => review.quoteId === quote.id);
    expect(await mine()).toHaveLength(1);
    expect((await mine())[0]).toMatchObject({ rating: 4, title: 'Good' });
    await moderateReview((await mine())[0]!.id, 'approve', boss.email);
    expect(await submitReviewAction(idleForm, reviewForm(token, { rating: '1' }))).toMatchObject({
      status: 'error',
      message: reviewMessages.alreadyModerated,
    });
    expect((await mine())[0]).toMatchObject({ rating: 4, status: 'approved' });
  });

  it('converts a photo with sharp and strips its metadata; a file that is no photo is refused on its field', async () => {
    const { quote, token } = await completedOrder();
    const camera = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2980b9' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' } })
      .toBuffer();
    const withPhoto = reviewForm(token);
    withPhoto.set('photo', new File([new Uint8Array(camera)], 'mine.jpg', { type: 'image/jpeg' }));
    expect(await submitReviewAction(idleForm, withPhoto)).toMatchObject({ status: 'ok' });
    const [row] = (await reviewRows()).filter((review) => review.quoteId === quote.id);
    expect(row).toMatchObject({ photoWidth: 800, photoHeight: 600, photoWidths: [320, 640, 800] });
    const files = readdirSync(photoDir).filter((name) => name.startsWith(row!.photoId!));
    expect(files).toHaveLength(6);
    const stored = await sharp(path.join(photoDir, `${row!.photoId}-800.webp`)).metadata();
    expect(stored.exif).toBeUndefined();

    const notPhoto = reviewForm(token);
    notPhoto.set('photo', new File([new TextEncoder().encode('<svg/>')], 'x.png', { type: 'image/png' }));
    expect(await submitReviewAction(idleForm, notPhoto)).toMatchObject({
      status: 'error',
      errors: { photo: expect.any(String) },
    });
    // The refused post kept the review and its photo as they were.
    expect(existsSync(path.join(photoDir, `${row!.photoId}-800.webp`))).toBe(true);
  });

  it(`counts posts per address: the ${REVIEW_RATE_LIMIT.limit + 1}th within the window is refused`, async () => {
    sendFrom('203.0.113.99');
    const { token } = await completedOrder();
    for (let post = 0; post < REVIEW_RATE_LIMIT.limit; post += 1) {
      expect(await submitReviewAction(idleForm, reviewForm(token))).toMatchObject({ status: 'ok' });
    }
    expect(await submitReviewAction(idleForm, reviewForm(token))).toMatchObject({
      status: 'error',
      message: tooManyReviewsMessage,
    });
    sendFrom('203.0.113.7');
  });
});

describeWithDatabase('moderation and what the pages show', (database) => {
  const driver = identityDriver(identity, () => '198.51.100.32');
  let staffCookies = '';
  let customerCookies = '';
  freshRateLimitsEachTest();

  beforeAll(async () => {
    staffCookies = amplifyCookies(await driver.signedIn(boss));
    customerCookies = amplifyCookies(await driver.signedIn());
  });

  async function reviewed(rating: string, title: string) {
    const { quote, token } = await completedOrder();
    actAs(undefined);
    await submitReviewAction(idleForm, reviewForm(token, { rating, title }));
    return (await reviewRows()).find((review) => review.quoteId === quote.id)!;
  }

  it('refuses moderation to anonymous visitors and customers, changing nothing', async () => {
    const review = await reviewed('1', 'Refused moderation');
    for (const [cookies, refusedWith] of [
      ['', 'redirect /login?next=/admin'],
      [customerCookies, 'not found'],
    ] as const) {
      sendCookieHeader(cookies);
      for (const decision of ['approve', 'hide']) {
        expect(
          await accessRefusal(() =>
            moderateReviewAction(idleForm, formData({ review: review.id, decision })),
          ),
        ).toBe(refusedWith);
      }
    }
    const [after] = (await reviewRows()).filter((row) => row.id === review.id);
    expect(after).toMatchObject({ status: 'pending', moderatedBy: null });
  });

  it("serves a review's photo to staff only until it is approved, and to no one once hidden", async () => {
    const { quote, token } = await completedOrder();
    actAs(undefined);
    const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const post = reviewForm(token, { title: 'With a photo' });
    post.set('photo', new File([new Uint8Array(picture)], 'mine.png', { type: 'image/png' }));
    expect(await submitReviewAction(idleForm, post)).toMatchObject({ status: 'ok' });
    const review = (await reviewRows()).find((row) => row.quoteId === quote.id)!;
    const name = `${review.photoId}-320.webp`;
    const photo = async (cookies: string) => {
      sendCookieHeader(cookies);
      return photoRoute(new Request(`http://localhost:3000/photos/${name}`), {
        params: Promise.resolve({ name }),
      });
    };

    // Waiting for the shop: anonymous visitors and customers are told there is no such photo.
    expect((await photo('')).status).toBe(404);
    expect((await photo(customerCookies)).status).toBe(404);
    const forStaff = await photo(staffCookies);
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store');

    sendCookieHeader(staffCookies);
    await moderateReviewAction(idleForm, formData({ review: review.id, decision: 'approve' }));
    const shown = await photo('');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toContain('public');

    sendCookieHeader(staffCookies);
    await moderateReviewAction(idleForm, formData({ review: review.id, decision: 'hide' }));
    expect((await photo('')).status).toBe(404);
    expect((await photo(staffCookies)).status).toBe(200);
  });

  it('shows only approved reviews: their true average and count, in structured data too', async () => {
    const { db } = database();
    await db.delete(tables.reviews);
    expect((await reviewSummaries()).get(PRODUCT)).toBeUndefined();
    const shown = (await readCatalogue(db)).flatMap((category) => category.products);
    expect(shown.filter((product) => product.reviews)).toEqual([]);

    const five = await reviewed('5', 'Five');
    const four = await reviewed('4', 'Four');
    const hidden = await reviewed('1', 'Hidden one');
    await reviewed('2', 'Still pending');
    sendCookieHeader(staffCookies);
    mockExpiredTags.length = 0;
    const revision = (await currentRevisions(db)).get('reviews') ?? 0;
    for (const [id, decision] of [
      [five.id, 'approve'],
      [four.id, 'approve'],
      [hidden.id, 'hide'],
    ]) {
      expect(
        await moderateReviewAction(idleForm, formData({ review: id!, decision: decision! })),
      ).toMatchObject({
        status: 'ok',
      });
    }
    expect(mockExpiredTags).toEqual(['reviews', 'reviews', 'reviews']);
    expect((await currentRevisions(db)).get('reviews')).toBe(revision + 3);

    expect((await reviewSummaries()).get(PRODUCT)).toEqual({ average: 4.5, count: 2 });
    const product = (await readCatalogue(db))
      .flatMap((category) => category.products)
      .find((p) => p.id === PRODUCT);
    expect(product?.reviews).toEqual({ average: 4.5, count: 2 });
    const approved = await approvedReviewsOf(PRODUCT);
    expect(approved.map((review) => review.title)).toEqual(['Four', 'Five']);
    const data = reviewStructuredData(product?.reviews, approved);
    expect(data).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
    expect((data.review as { name: string }[]).map((review) => review.name)).toEqual(['Four', 'Five']);
    expect(reviewStructuredData(undefined, [])).toEqual({});

    const console = await listReviewsForStaff();
    expect(console[0]).toMatchObject({ status: 'pending', title: 'Still pending' });
    expect(console.find((row) => row.id === five.id)).toMatchObject({
      moderatedBy: boss.email,
      productPath: '/stickers/stickers/die-cut-stickers',
    });
  });
});
