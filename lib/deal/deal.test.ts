import { daysRemaining, dealEndsAt, formatLongDate, isDealRunning } from '@/lib/deal';

const deal = { startsOn: '2025-12-01', expiresOn: '2025-12-31' };

describe('deal dates', () => {
  it('ends at midnight after the last day, Pacific time', () => {
    expect(dealEndsAt('2025-12-31').toISOString()).toBe('2026-01-01T08:00:00.000Z');
    // Summer dates are in daylight time (UTC-7).
    expect(dealEndsAt('2026-07-04').toISOString()).toBe('2026-07-05T07:00:00.000Z');
  });

  it('runs from midnight of the first day until that instant, Pacific time', () => {
    expect(isDealRunning(deal, new Date('2025-12-01T07:59:59Z'))).toBe(false);
    expect(isDealRunning(deal, new Date('2025-12-01T08:00:00Z'))).toBe(true);
    expect(isDealRunning(deal, new Date('2026-01-01T07:59:59Z'))).toBe(true);
    expect(isDealRunning(deal, new Date('2026-01-01T08:00:00Z'))).toBe(false);
  });

  it('counts days remaining rounded up, and zero once ended', () => {
    expect(daysRemaining(deal, new Date('2025-12-31T12:00:00-08:00'))).toBe(1);
    expect(daysRemaining(deal, new Date('2025-12-30T23:00:00-08:00'))).toBe(2);
    expect(daysRemaining(deal, new Date('2025-12-01T00:00:00-08:00'))).toBe(31);
    expect(daysRemaining(deal, new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });

  it('formats the expiry as a long date', () => {
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });
});
