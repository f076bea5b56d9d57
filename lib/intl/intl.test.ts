import { dateTimeFormat } from '@/lib/intl';

describe('dateTimeFormat', () => {
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
