import { addDays, daysOverdue, shopDay, withinCreditLimit } from './terms-rules';

describe('terms rules', () => {
  it('dates by the shop calendar: late evening in California is still that day there', () => {
    // 05:30 UTC on 1 December is 21:30 on 30 November in Orange County (PST).
    expect(shopDay(new Date('2026-12-01T05:30:00Z'))).toBe('2026-11-30');
    expect(shopDay(new Date('2026-12-01T08:30:00Z'))).toBe('2026-12-01');
  });

  it('adds net days across months, years and the daylight-saving change', () => {
    expect(addDays('2026-11-30', 30)).toBe('2026-12-30');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2027-02-20', 15)).toBe('2027-03-07');
    expect(addDays('2027-03-01', 45)).toBe('2027-04-15');
  });

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
