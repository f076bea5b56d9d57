import { defaultPeriod, MAX_PERIOD_DAYS, periodSchema, weeksOf, weekStart } from './period';

describe('report periods', () => {
  it('starts weeks on Mondays', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-27')).toBe('2026-11-23'); // Friday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('lists every week a period touches, the first and last ones partly', () => {
    expect(weeksOf({ from: '2026-11-04', to: '2026-11-23' })).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(weeksOf({ from: '2026-11-27', to: '2026-11-27' })).toEqual(['2026-11-23']);
  });

  it('defaults to the twelve weeks up to today', () => {
    expect(defaultPeriod('2026-11-27')).toEqual({ from: '2026-09-07', to: '2026-11-27' });
    expect(weeksOf(defaultPeriod('2026-11-27'))).toHaveLength(12);
  });

  it('refuses a period that is no dates, out of order or too long, naming the field', () => {
    const problem = (input: unknown) => {
      const parsed = periodSchema.safeParse(input);
      return parsed.success
        ? undefined
        : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(problem({ from: '2026-11-01', to: '2026-11-30' })).toBeUndefined();
    expect(problem({ from: '2026-02-30', to: '2026-03-01' })).toEqual([
      ['from', 'Please enter the first date as YYYY-MM-DD.'],
    ]);
    expect(problem({ from: '2026-11-01', to: "'; drop table quotes" })).toEqual([
      ['to', 'Please enter the last date as YYYY-MM-DD.'],
    ]);
    expect(problem({ from: '2026-11-30', to: '2026-11-01' })).toEqual([
      ['to', 'The first day must not be after the last.'],
    ]);
    expect(problem({ from: '2025-01-01', to: '2026-01-02' })).toEqual([
      ['to', `Choose a period of at most ${MAX_PERIOD_DAYS} days.`],
    ]);
    // 366 days, both ends included: the longest allowed.
    expect(problem({ from: '2025-01-01', to: '2026-01-01' })).toBeUndefined();
  });
});
