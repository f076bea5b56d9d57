import { chosenDeal, daysRemaining, dealChoice, dealWindow, isDealRunning } from './index';

const deal = dealWindow({ startsOn: '2025-12-01', expiresOn: '2025-12-31' });

describe('deal dates', () => {
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

  it("spans the first day's midnight to the midnight after the last, Pacific time", () => {
    expect(new Date(deal.startsAt).toISOString()).toBe('2025-12-01T08:00:00.000Z');
    expect(new Date(deal.endsAt).toISOString()).toBe('2026-01-01T08:00:00.000Z');
    // A deal across the spring change starts in standard time and ends in daylight time.
    const spring = dealWindow({ startsOn: '2026-03-01', expiresOn: '2026-03-31' });
    expect(new Date(spring.startsAt).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(new Date(spring.endsAt).toISOString()).toBe('2026-04-01T07:00:00.000Z');
  });
});

describe('which deal to show', () => {
  const spring = dealWindow({ startsOn: '2026-03-01', expiresOn: '2026-03-31' });
  const summer = dealWindow({ startsOn: '2026-06-01', expiresOn: '2026-06-30' });
  const deals = [deal, spring, summer];

  it('picks the one running, else the next to start, never one that ended', () => {
    expect(dealChoice(deals, new Date('2025-12-15T12:00:00Z'))).toBe('running:0');
    expect(dealChoice(deals, new Date('2026-01-15T12:00:00Z'))).toBe('next:1');
    expect(dealChoice(deals, new Date('2026-03-31T23:00:00-07:00'))).toBe('running:1');
    expect(dealChoice(deals, new Date('2026-04-01T00:00:00-07:00'))).toBe('next:2');
    expect(dealChoice(deals, new Date('2026-07-01T07:00:00Z'))).toBe('none');
  });

  it('reads a choice back as the deal and whether it runs', () => {
    expect(chosenDeal(deals, 'running:1')).toEqual({ deal: spring, running: true });
    expect(chosenDeal(deals, 'next:2')).toEqual({ deal: summer, running: false });
    expect(chosenDeal(deals, 'none')).toBeUndefined();
    expect(chosenDeal(deals, 'running:7')).toBeUndefined();
  });
});
