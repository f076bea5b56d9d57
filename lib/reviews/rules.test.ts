import {
  defaultReviewerName,
  reviewFormSchema,
  reviewMessages,
  reviewStructuredData,
  reviewSummary,
} from './rules';

const valid = {
  invite: 'token',
  rating: '4',
  title: 'Nice',
  body: 'Held up all summer.',
  reviewerName: 'Ana P.',
};
const problems = (overrides: Record<string, string>) => {
  const parsed = reviewFormSchema.safeParse({ ...valid, ...overrides });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the review form', () => {
  it('reads stars as a whole number, titles and names as one line, and keeps the paragraphs of the text', () => {
    expect(
      reviewFormSchema.parse({
        ...valid,
        title: '  Great\n  stickers ',
        body: '\r\nFirst.\r\n\r\n\r\n\r\nSecond.  ',
        reviewerName: ' Ana   P. ',
      }),
    ).toEqual({
      invite: 'token',
      rating: 4,
      title: 'Great stickers',
      body: 'First.\n\nSecond.',
      reviewerName: 'Ana P.',
    });
  });

  it.each([
    [{ rating: '0' }, 'rating', reviewMessages.rating],
    [{ rating: '6' }, 'rating', reviewMessages.rating],
    [{ rating: '4.5' }, 'rating', reviewMessages.rating],
    [{ rating: 'five' }, 'rating', reviewMessages.rating],
    [{ rating: '' }, 'rating', reviewMessages.rating],
    [{ title: '   ' }, 'title', reviewMessages.titleMissing],
    [{ title: 'T'.repeat(101) }, 'title', reviewMessages.titleTooLong],
    [{ body: ' 123456789 ' }, 'body', reviewMessages.textTooShort],
    [{ body: 'B'.repeat(2001) }, 'body', reviewMessages.textTooLong],
    [{ reviewerName: '' }, 'reviewerName', reviewMessages.nameMissing],
    [{ reviewerName: 'N'.repeat(41) }, 'reviewerName', reviewMessages.nameTooLong],
  ])('refuses %j naming %s', (overrides, field, message) => {
    expect(problems(overrides)).toEqual({ [field]: message });
  });

  it('accepts the limits themselves', () => {
    expect(
      problems({ rating: '1', title: 'T'.repeat(100), body: 'B'.repeat(2000), reviewerName: 'N'.repeat(40) }),
    ).toEqual({});
    expect(problems({ rating: '5', body: 'B'.repeat(10) })).toEqual({});
  });
});

describe('defaultReviewerName', () => {
  it.each([
    ['Maria Lopez', 'Maria L.'],
    ['  ana   de la cruz ', 'ana C.'],
    ['Prince', 'Prince'],
    ['Émile Zola', 'Émile Z.'],
    ['', ''],
  ])('publishes %j as %j: the first name and the initial of the last only', (contact, shown) => {
    expect(defaultReviewerName(contact)).toBe(shown);
  });

  it('stays within the name limit', () => {
    expect(defaultReviewerName(`${'A'.repeat(60)} Smith`)).toHaveLength(40);
  });
});

describe('reviewSummary', () => {
  it('is the true average to one decimal and the count', () => {
    expect(reviewSummary(5 + 4 + 4, 3)).toEqual({ average: 4.3, count: 3 });
    expect(reviewSummary(5 + 4, 2)).toEqual({ average: 4.5, count: 2 });
    expect(reviewSummary(1, 1)).toEqual({ average: 1, count: 1 });
  });

  it('is nothing at all without a review: no rating is claimed', () => {
    expect(reviewSummary(0, 0)).toBeUndefined();
  });
});

describe('reviewStructuredData', () => {
  const review = {
    rating: 5,
    title: 'Great',
    body: 'Lovely.',
    reviewerName: 'Ana P.',
    createdAt: '2026-11-20T18:00:00.000Z',
  };

  it('marks up the summary and each review given, and nothing without a summary', () => {
    expect(reviewStructuredData({ average: 5, count: 1 }, [review])).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 5,
        reviewCount: 1,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          '@type': 'Review',
          name: 'Great',
          reviewBody: 'Lovely.',
          datePublished: '2026-11-20',
          author: { '@type': 'Person', name: 'Ana P.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    });
    expect(reviewStructuredData(undefined, [review])).toEqual({});
  });
});
