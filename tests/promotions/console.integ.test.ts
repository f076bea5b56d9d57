import {
  codeTakenMessage,
  findPromotion,
  listPromotionsForStaff,
  promotionFormSchema,
  readFeaturedDeals,
  savePromotion,
  staleDealMessage,
} from '@/lib/promotions/server';
import { currentRevisions } from '@/lib/site-cache/server';
import { describeWithDatabase } from '@/tests/helpers/database';

/** The form as the browser posts it: strings, a ticked box 'on', unticked boxes absent. */
const form = (overrides: Record<string, string> = {}) => ({
  code: 'summer-26',
  title: 'Summer sale',
  description: '15% off magnets and window graphics.',
  percentOff: '15',
  startsOn: '2030-06-01',
  expiresOn: '2030-06-30',
  maxRedemptions: '',
  'product-magnets': 'on',
  'product-window-graphics': 'on',
  featured: 'on',
  ...overrides,
});

const problems = (raw: Record<string, string>) => {
  const parsed = promotionFormSchema.safeParse(raw);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the console deal form', () => {
  it('reads every field: code upper-cased, products from their boxes, no limit when empty', () => {
    expect(promotionFormSchema.parse(form())).toEqual({
      id: undefined,
      code: 'SUMMER-26',
      title: 'Summer sale',
      description: '15% off magnets and window graphics.',
      percentOff: 15,
      startsOn: '2030-06-01',
      expiresOn: '2030-06-30',
      maxRedemptions: null,
      oncePerCustomer: false,
      combinable: false,
      featured: true,
      productIds: ['window-graphics', 'magnets'],
    });
  });

  it('refuses an edit that does not say which version it was opened at', () => {
    expect(problems(form({ id: '00000000-0000-4000-8000-000000000000' }))).toMatchObject({
      version: 'The version is missing. Please reload the page.',
    });
  });

  it.each([
    ['code', { code: 'AB' }, 'The code must be 3 to 20 letters, digits or hyphens.'],
    ['code', { code: 'SPRING SALE' }, 'The code must be 3 to 20 letters, digits or hyphens.'],
    ['code', { code: 'A'.repeat(21) }, 'The code must be 3 to 20 letters, digits or hyphens.'],
    ['percentOff', { percentOff: '0' }, 'The percent off must be a whole number from 1 to 100.'],
    ['percentOff', { percentOff: '101' }, 'The percent off must be a whole number from 1 to 100.'],
    ['percentOff', { percentOff: '12.5' }, 'The percent off must be a whole number from 1 to 100.'],
    ['expiresOn', { expiresOn: '2030-05-31' }, 'The last day must be on or after the first day.'],
    ['startsOn', { startsOn: '2030-02-30x' }, 'The first day must be a date (YYYY-MM-DD).'],
    [
      'maxRedemptions',
      { maxRedemptions: '0' },
      'The limit must be a whole number of at least 1 (or empty for no limit).',
    ],
    ['title', { title: '  ' }, 'Please enter a title.'],
  ])('refuses a bad %s naming it', (field, overrides, message) => {
    expect(problems(form(overrides))).toMatchObject({ [field]: message });
  });
});

describeWithDatabase('saving deals', (database) => {
  /** How many times the deal pages were published as changed, to every instance (lib/site-cache). */
  const dealsRevision = async () => (await currentRevisions(database().db)).get('deals') ?? 0;

  it('creates a deal as the staff member, lists it as upcoming, and refreshes the deal pages', async () => {
    const before = await dealsRevision();
    const saved = await savePromotion(promotionFormSchema.parse(form()), 'boss@example.com');
    expect(saved).toMatchObject({ code: 'SUMMER-26', createdBy: 'boss@example.com', redemptionCount: 0 });
    expect(await dealsRevision()).toBe(before + 1);
    const listed = await listPromotionsForStaff(new Date('2026-11-25T12:00:00Z'));
    expect(listed.find((promotion) => promotion.id === saved.id)?.state).toBe('upcoming');
    // The spec's seeded deal is there, and has ended.
    expect(listed.find((promotion) => promotion.code === 'COAST25')?.state).toBe('ended');
  });

  it('refuses a code another deal has, in any case, and changes nothing', async () => {
    const first = await savePromotion(
      promotionFormSchema.parse(form({ code: 'FALL-26' })),
      'boss@example.com',
    );
    const before = await dealsRevision();
    await expect(
      savePromotion(promotionFormSchema.parse(form({ code: 'fall-26', title: 'Copy' })), 'other@example.com'),
    ).rejects.toMatchObject({ message: codeTakenMessage, details: { field: 'code' } });
    expect(await dealsRevision()).toBe(before);
    expect((await findPromotion(first.id))?.title).toBe('Summer sale');
  });

  it('lets two staff creating the same code at once make one deal', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        savePromotion(promotionFormSchema.parse(form({ code: 'RACE-1' })), 'a@example.com'),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
  });

  it('edits a deal, keeping who made it and recording who changed it', async () => {
    const before = await dealsRevision();
    const made = await savePromotion(
      promotionFormSchema.parse(form({ code: 'EDIT-ME' })),
      'boss@example.com',
    );
    const changed = await savePromotion(
      promotionFormSchema.parse(
        form({ id: made.id, version: '1', code: 'EDIT-ME', percentOff: '30', maxRedemptions: '50' }),
      ),
      'clerk@example.com',
    );
    expect(changed).toMatchObject({
      id: made.id,
      percentOff: 30,
      maxRedemptions: 50,
      createdBy: 'boss@example.com',
      updatedBy: 'clerk@example.com',
    });
    expect(await dealsRevision()).toBe(before + 2);
  });

  it('refuses the second of two parallel edits of one deal as stale instead of undoing the first', async () => {
    const made = await savePromotion(
      promotionFormSchema.parse(form({ code: 'TWO-DESKS' })),
      'boss@example.com',
    );
    const edit = (percentOff: string, staff: string) =>
      savePromotion(
        promotionFormSchema.parse(
          form({ id: made.id, version: String(made.version), code: 'TWO-DESKS', percentOff }),
        ),
        staff,
      );
    const attempts = await Promise.allSettled([edit('20', 'ann@example.com'), edit('40', 'bob@example.com')]);
    const saved = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(saved).toHaveLength(1);
    expect(refused).toEqual([
      expect.objectContaining({ message: staleDealMessage, details: { field: 'version' } }),
    ]);
    // The deal is the one save that went in, whole, one version on.
    const stored = await findPromotion(made.id);
    expect(stored).toMatchObject({
      version: made.version + 1,
      percentOff: saved[0]!.percentOff,
      updatedBy: saved[0]!.updatedBy,
    });
    // Opened again at the version now stored, the other desk's change goes in.
    const again = await savePromotion(
      promotionFormSchema.parse(form({ id: made.id, version: String(stored!.version), code: 'TWO-DESKS' })),
      'bob@example.com',
    );
    expect(again.version).toBe(made.version + 2);
  });

  it('says a deal that is gone no longer exists rather than that it was changed', async () => {
    await expect(
      savePromotion(
        promotionFormSchema.parse(
          form({ id: '00000000-0000-4000-8000-000000000000', version: '1', code: 'GONE-1' }),
        ),
        'boss@example.com',
      ),
    ).rejects.toMatchObject({ message: 'This deal no longer exists.', details: { field: 'id' } });
  });

  it('answers no deal for an id that is not one', async () => {
    expect(await findPromotion('not-a-uuid')).toBeUndefined();
    expect(await findPromotion('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });
});

describeWithDatabase('the deals the pages show', () => {
  it('reads the featured deals that have not ended, soonest first, and nothing else', async () => {
    const now = new Date('2030-06-15T12:00:00Z');
    const save = (overrides: Record<string, string>) =>
      savePromotion(promotionFormSchema.parse(form(overrides)), 'boss@example.com');
    await save({ code: 'PAGE-ENDED', startsOn: '2030-06-01', expiresOn: '2030-06-13' });
    await save({ code: 'PAGE-LATER', startsOn: '2030-07-01', expiresOn: '2030-07-31' });
    await save({ code: 'PAGE-NOW', startsOn: '2030-06-10', expiresOn: '2030-06-20' });
    // An unticked box is not posted at all.
    const hidden: Record<string, string> = form({
      code: 'PAGE-HIDDEN',
      startsOn: '2030-06-10',
      expiresOn: '2030-06-20',
    });
    delete hidden.featured;
    await savePromotion(promotionFormSchema.parse(hidden), 'boss@example.com');
    const codes = (await readFeaturedDeals(now)).map((deal) => deal.code);
    expect(codes).toEqual(['PAGE-NOW', 'PAGE-LATER']);
  });
});
