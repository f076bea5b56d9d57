import {
  addDays,
  dateTimeFormat,
  dayEndsAt,
  dayStartsAt,
  daysBetween,
  formatLongDate,
  shopDay,
} from './index';

describe('the shop calendar', () => {
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

  it('ends a day at the midnight after it, Pacific time', () => {
    expect(dayEndsAt('2025-12-31').toISOString()).toBe('2026-01-01T08:00:00.000Z');
    // Summer dates are in daylight time (UTC-7).
    expect(dayEndsAt('2026-07-04').toISOString()).toBe('2026-07-05T07:00:00.000Z');
  });

  it('starts a day at its midnight, Pacific time, in standard and daylight time', () => {
    expect(new Date(dayStartsAt('2026-03-01')).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(new Date(dayStartsAt('2026-03-31', 1)).toISOString()).toBe('2026-04-01T07:00:00.000Z');
  });

  it('counts calendar days between two days, either way', () => {
    expect(daysBetween('2026-11-30', '2027-01-01')).toBe(32);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('writes dates as en-US long dates do, without a date formatter', () => {
    for (const day of ['2025-12-31', '2026-01-01', '2026-07-04', '2031-02-09']) {
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(year, month - 1, date),
      );
      expect(formatLongDate(day)).toBe(expected);
    }
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('builds one formatter per locale and options, and formats in the zone it was asked for', () => {
    const pacific = dateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(
      dateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }),
    ).toBe(pacific);
    const eastern = dateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(eastern).not.toBe(pacific);
    const noonUtc = new Date('2026-11-28T12:00:00Z');
    expect(pacific.format(noonUtc)).toBe('04');
    expect(eastern.format(noonUtc)).toBe('07');
    expect(dateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(noonUtc)).toBe('2026-11-28');
  });
});
