import { daysOverdue, withinCreditLimit } from './terms-rules';

describe('terms rules', () => {
  it('counts days overdue from the day after the due date', () => {
    expect(daysOverdue('2026-11-30', '2026-11-29')).toBe(0);
    expect(daysOverdue('2026-11-30', '2026-11-30')).toBe(0);
    expect(daysOverdue('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysOverdue('2026-11-30', '2027-01-01')).toBe(32);
  });

  it('allows an order up to the credit limit exactly, not a cent over', () => {
    expect(withinCreditLimit(30_000, 20_000, 50_000)).toBe(true);
    expect(withinCreditLimit(30_000, 20_001, 50_000)).toBe(false);
  });
});
