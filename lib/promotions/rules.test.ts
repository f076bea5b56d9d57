import { discountOn } from '@/lib/tax';
import { normalizeCode, personKeys, refusalFor, refusalMessage, type PromotionTerms } from './rules';

const terms: PromotionTerms = {
  code: 'SPRING10',
  percentOff: 10,
  productIds: ['magnets'],
  startsOn: '2026-03-01',
  expiresOn: '2026-03-31',
  maxRedemptions: 5,
  redemptionCount: 0,
  combinable: false,
};
const judged = (
  overrides: Partial<PromotionTerms>,
  at: string,
  more: { productId?: string; percentAlreadyOff?: number } = {},
) =>
  refusalFor(
    { ...terms, ...overrides },
    {
      productId: more.productId ?? 'magnets',
      now: new Date(at),
      percentAlreadyOff: more.percentAlreadyOff ?? 0,
    },
  );

describe('the promotion discount (discountOn)', () => {
  it('rounds half a cent up, in integers', () => {
    expect(discountOn(1250, 25)).toBe(313); // 312.5
    expect(discountOn(1249, 25)).toBe(312); // 312.25
    expect(discountOn(999, 10)).toBe(100); // 99.9
    expect(discountOn(5, 10)).toBe(1); // 0.5
    expect(discountOn(4, 10)).toBe(0); // 0.4
    expect(discountOn(124_950, 100)).toBe(124_950);
  });

  it('never takes off more than the subtotal nor a negative amount', () => {
    for (const subtotal of [0, 1, 99, 1001, 987_654]) {
      for (const percent of [1, 33, 50, 99, 100]) {
        const off = discountOn(subtotal, percent);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(subtotal);
        expect(Math.abs(off - (subtotal * percent) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('refusalFor', () => {
  it('judges the first and last day in shop time (Pacific), not UTC', () => {
    expect(judged({}, '2026-03-01T07:59:59Z')).toBe('notStarted'); // 23:59 on Feb 28 in Irvine
    expect(judged({}, '2026-03-01T08:00:00Z')).toBeUndefined();
    expect(judged({}, '2026-04-01T06:59:59Z')).toBeUndefined(); // 23:59 on Mar 31 (daylight time)
    expect(judged({}, '2026-04-01T07:00:00Z')).toBe('expired');
  });

  it('refuses another product, a second offer, and a code at its limit', () => {
    const running = '2026-03-10T12:00:00Z';
    expect(judged({}, running, { productId: 'stickers-labels' })).toBe('wrongProduct');
    expect(judged({ productIds: [] }, running, { productId: 'stickers-labels' })).toBeUndefined();
    expect(judged({}, running, { percentAlreadyOff: 10 })).toBe('notCombinable');
    expect(judged({ combinable: true }, running, { percentAlreadyOff: 10 })).toBeUndefined();
    expect(judged({ redemptionCount: 5 }, running)).toBe('exhausted');
    expect(judged({ redemptionCount: 4 }, running)).toBeUndefined();
    expect(judged({ maxRedemptions: null, redemptionCount: 10_000 }, running)).toBeUndefined();
  });

  it('names the days in the dated messages', () => {
    expect(refusalMessage('expired', terms)).toBe('This promotion code expired on March 31, 2026.');
    expect(refusalMessage('notStarted', terms)).toBe('This promotion code starts on March 1, 2026.');
  });

  it('reads codes regardless of case and surrounding spaces', () => {
    expect(normalizeCode('  spring10 ')).toBe('SPRING10');
  });
});

describe('the keys that name a customer of a once-per-customer code (personKeys)', () => {
  it.each([
    [{ userId: 'u-1', email: ' Ann@Example.com ' }, ['user:u-1', 'email:ann@example.com']],
    [{ email: 'ANN+stickers@example.com' }, ['email:ann@example.com']],
    [{ email: 'ann+a+b@example.com' }, ['email:ann@example.com']],
    [{ userId: 'u-1' }, ['user:u-1']],
    [
      { userId: 'u-1', email: 'desk@example.org', accountEmail: 'Ann@example.com' },
      ['user:u-1', 'email:desk@example.org', 'email:ann@example.com'],
    ],
    [
      { userId: 'u-1', email: 'ann+x@example.com', accountEmail: 'ANN@example.com' },
      ['user:u-1', 'email:ann@example.com'],
    ],
    [{ userId: 'u-1', email: '   ' }, ['user:u-1']],
    [{}, []],
  ])('%j is named by %j', (customer, keys) => {
    expect(personKeys(customer)).toEqual(keys);
  });
});
