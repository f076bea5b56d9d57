import { productionSchedule } from '@/content/production-schedule';
import {
  dayOf,
  formatIsoDay,
  isBusinessDay,
  readyByPromise,
  readyByText,
  readyDay,
  shopReadyBy,
  urgencyOf,
} from '.';

const stickers = 'stickers-labels';
const ready = (at: string, fulfillmentMethod = 'pickup', productId = stickers) =>
  readyByText({ productId, fulfillmentMethod, at: new Date(at) });

describe('readyByText', () => {
  it('starts production the same day before the noon cut-off, shop time (PST, UTC-8)', () => {
    expect(ready('2026-11-16T19:59:00Z')).toBe('Ready by Fri, Nov 20');
    expect(ready('2026-11-16T20:00:00Z')).toBe('Ready by Mon, Nov 23');
  });

  it('follows daylight saving time (PDT, UTC-7) and skips the observed July 4th (Fri Jul 3, 2026)', () => {
    expect(ready('2026-07-01T18:59:00Z')).toBe('Ready by Wed, Jul 8');
    // 19:30Z is 12:30 in July but would be 11:30 in winter.
    expect(ready('2026-07-01T19:30:00Z')).toBe('Ready by Thu, Jul 9');
  });

  it('reads the day in the shop time zone, not UTC: Sunday evening in California is still Sunday', () => {
    expect(ready('2026-11-16T03:00:00Z')).toBe('Ready by Fri, Nov 20');
  });

  it('moves a weekend order to Monday and skips Thanksgiving', () => {
    expect(ready('2026-11-21T17:00:00Z')).toBe('Ready by Mon, Nov 30');
    expect(ready('2026-11-23T18:00:00Z')).toBe('Ready by Mon, Nov 30');
  });

  it('adds business days for drop-off and shipping, and says "Delivered by"', () => {
    expect(ready('2026-11-23T18:00:00Z', 'dropoff')).toBe('Delivered by Tue, Dec 1');
    expect(ready('2026-11-23T18:00:00Z', 'ship')).toBe('Delivered by Thu, Dec 3');
  });

  it('reads the cut-off to the minute in a zone whose offset is not whole hours, asked again and again', () => {
    // Kathmandu is UTC+5:45: its 12:00 cut-off is 06:15Z, inside a UTC hour.
    const kathmandu = { ...productionSchedule, timeZone: 'Asia/Kathmandu' };
    const dayAt = (at: string) =>
      readyDay({ productId: stickers, fulfillmentMethod: 'pickup', at: new Date(at) }, kathmandu);
    const before = dayAt('2026-11-16T06:14:00Z');
    for (const at of ['2026-11-16T06:14:59Z', '2026-11-16T06:00:00Z', '2026-11-16T06:14:00Z'])
      expect(dayAt(at)).toBe(before);
    const after = dayAt('2026-11-16T06:15:00Z');
    expect(after).toBeGreaterThan(before);
    expect(dayAt('2026-11-16T06:16:00Z')).toBe(after);
    expect(dayAt('2026-11-16T06:14:00Z')).toBe(before);
  });

  it('moves to the new shop day at midnight between two quotes of one quarter hour', () => {
    // 07:59:59Z is Sunday 23:59:59 in California (PST); a second later it is Monday.
    expect(ready('2026-11-16T07:59:59Z')).toBe('Ready by Fri, Nov 20');
    expect(ready('2026-11-16T07:45:00Z')).toBe('Ready by Fri, Nov 20');
    expect(ready('2026-11-16T08:00:00Z')).toBe('Ready by Fri, Nov 20');
    expect(ready('2026-11-16T20:00:00Z')).toBe('Ready by Mon, Nov 23');
  });

  it('gives a product without its own entry the default production days', () => {
    const at = new Date('2026-11-16T19:00:00Z');
    const listed = readyDay({ productId: stickers, fulfillmentMethod: 'pickup', at });
    const unlisted = readyDay({ productId: 'banners-unlisted', fulfillmentMethod: 'pickup', at });
    expect(productionSchedule.defaultProductionDays).toBe(productionSchedule.productionDays[stickers]! + 1);
    expect(unlisted).toBe(listed + 3); // Fri Nov 20 -> Mon Nov 23 is three calendar days
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['New Year on a Saturday is observed Friday Dec 31', dayOf(2021, 12, 31)],
    ['Martin Luther King Jr. Day 2026', dayOf(2026, 1, 19)],
    ["Washington's Birthday 2026", dayOf(2026, 2, 16)],
    ['Memorial Day 2026', dayOf(2026, 5, 25)],
    ['Juneteenth on a Saturday is observed Friday', dayOf(2027, 6, 18)],
    ['July 4th on a Saturday is observed Friday', dayOf(2026, 7, 3)],
    ['Labor Day 2026', dayOf(2026, 9, 7)],
    ['Columbus Day 2026', dayOf(2026, 10, 12)],
    ['Veterans Day 2026', dayOf(2026, 11, 11)],
    ['Thanksgiving 2026', dayOf(2026, 11, 26)],
    ['Christmas on a Sunday is observed Monday', dayOf(2022, 12, 26)],
  ])('%s is not a business day', (_name, day) => {
    expect(isBusinessDay(day)).toBe(false);
  });

  /** The weekdays of a year the shop does not work, as dates. */
  const weekdayHolidays = (year: number) => {
    const days: string[] = [];
    for (let day = dayOf(year, 1, 1); day < dayOf(year + 1, 1, 1); day += 1) {
      const date = new Date(day * 86_400_000);
      if (date.getUTCDay() % 6 !== 0 && !isBusinessDay(day)) days.push(date.toISOString().slice(0, 10));
    }
    return days;
  };

  // The federal holidays as OPM lists them for each year, observed dates included.
  it.each([
    [
      2021, // Juneteenth, Christmas and the next New Year on a Saturday; July 4th on a Sunday
      [
        '2021-01-01',
        '2021-01-18',
        '2021-02-15',
        '2021-05-31',
        '2021-06-18',
        '2021-07-05',
        '2021-09-06',
        '2021-10-11',
        '2021-11-11',
        '2021-11-25',
        '2021-12-24',
        '2021-12-31',
      ],
    ],
    [
      2023, // New Year on a Sunday, Veterans Day on a Saturday
      [
        '2023-01-02',
        '2023-01-16',
        '2023-02-20',
        '2023-05-29',
        '2023-06-19',
        '2023-07-04',
        '2023-09-04',
        '2023-10-09',
        '2023-11-10',
        '2023-11-23',
        '2023-12-25',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-01-19',
        '2026-02-16',
        '2026-05-25',
        '2026-06-19',
        '2026-07-03',
        '2026-09-07',
        '2026-10-12',
        '2026-11-11',
        '2026-11-26',
        '2026-12-25',
      ],
    ],
  ])('closes on the federal holidays of %i and on no other weekday', (year, holidays) => {
    expect(weekdayHolidays(year)).toEqual(holidays);
  });

  it('counts an ordinary weekday, but not a weekend', () => {
    expect(isBusinessDay(dayOf(2026, 11, 27))).toBe(true); // the Friday after Thanksgiving
    expect(isBusinessDay(dayOf(2026, 11, 28))).toBe(false);
    expect(isBusinessDay(dayOf(2026, 11, 29))).toBe(false);
  });
});

describe('readyByPromise', () => {
  const promise = (at: string, productId = stickers) => readyByPromise({ productId, at: new Date(at) });

  it('names today before the cut-off, with the pickup and shipped dates of an order sent now', () => {
    expect(promise('2026-11-16T19:59:00Z')).toBe(
      'Order by 12 pm Pacific Time on Mon, Nov 16: ready for pickup Fri, Nov 20, or delivered by Wed, Nov 25 when shipped.',
    );
  });

  it('names the next business day after the cut-off, over a weekend and Thanksgiving', () => {
    // Friday 12:00 shop time: production starts Monday.
    expect(promise('2026-11-20T20:00:00Z')).toMatch(/^Order by 12 pm Pacific Time on Mon, Nov 23: /);
    // Wednesday afternoon before Thanksgiving: Friday is the next business day.
    expect(promise('2026-11-25T21:00:00Z')).toMatch(/on Fri, Nov 27: ready for pickup Thu, Dec 3,/);
  });

  it("writes the shop's cut-off hour and time zone as a shopper reads them", () => {
    const at = new Date('2026-11-16T12:00:00Z'); // Mon 4 am in California, 7 am in New York
    const promiseWith = (cutoffHour: number, timeZone: string = productionSchedule.timeZone) =>
      readyByPromise({ productId: stickers, at }, { ...productionSchedule, cutoffHour, timeZone });
    expect([0, 9, 11, 13, 23].map((hour) => promiseWith(hour).split(' on ')[0])).toEqual([
      'Order by 12 am Pacific Time',
      'Order by 9 am Pacific Time',
      'Order by 11 am Pacific Time',
      'Order by 1 pm Pacific Time',
      'Order by 11 pm Pacific Time',
    ]);
    expect(promiseWith(12, 'America/New_York')).toMatch(/^Order by 12 pm Eastern Time on Mon, Nov 16: /);
    // 4 am is before a 9 am cut-off but after midnight: production starts the next business day.
    expect(promiseWith(0)).toMatch(/ on Tue, Nov 17: /);
  });

  it('gives the same dates as the wizard for an order sent at that moment', () => {
    const at = '2026-11-27T23:00:00Z';
    const pickup = readyByText({
      productId: 'vehicle-graphics',
      fulfillmentMethod: 'pickup',
      at: new Date(at),
    });
    const shipped = readyByText({
      productId: 'vehicle-graphics',
      fulfillmentMethod: 'ship',
      at: new Date(at),
    });
    const text = promise(at, 'vehicle-graphics');
    expect(text).toContain(`ready for pickup ${pickup.replace('Ready by ', '')},`);
    expect(text).toContain(`delivered by ${shipped.replace('Delivered by ', '')} when shipped`);
  });

  it("takes the pickup date from the schedule's pickup days, as the wizard does", () => {
    // A shop that hands orders over the business day after printing ends.
    const schedule = { ...productionSchedule, fulfillmentDays: { pickup: 1, dropoff: 1, ship: 3 } };
    // Printing ends Fri Nov 20, as in the test above.
    const at = new Date('2026-11-16T19:59:00Z');
    expect(readyByPromise({ productId: stickers, at }, schedule)).toMatch(/: ready for pickup Mon, Nov 23,/);
  });
});

describe('shopReadyBy', () => {
  it('is the day printing ends, before any delivery days, as a stored date', () => {
    // Mon Nov 23 before noon: four business days of stickers skip Thanksgiving to Mon Nov 30.
    expect(shopReadyBy({ productId: stickers, at: new Date('2026-11-23T18:00:00Z') })).toBe('2026-11-30');
    expect(formatIsoDay('2026-11-30')).toBe('Mon, Nov 30');
  });
});

describe('urgencyOf', () => {
  // Tue Nov 24, 10 am in California.
  const at = new Date('2026-11-24T18:00:00Z');

  it('marks a date the shop day has passed as overdue', () => {
    expect(urgencyOf('2026-11-23', at)).toBe('overdue');
  });

  it('marks today and the next business day as rush, skipping Thanksgiving', () => {
    expect(urgencyOf('2026-11-24', at)).toBe('rush');
    expect(urgencyOf('2026-11-25', at)).toBe('rush');
    expect(urgencyOf('2026-11-26', at)).toBeUndefined();
    // Wednesday: the next business day is Friday, Thanksgiving being a holiday.
    expect(urgencyOf('2026-11-27', new Date('2026-11-25T18:00:00Z'))).toBe('rush');
  });

  it('leaves an order due after the next business day unmarked', () => {
    // Friday: the next business day is Monday, so Tuesday is not rush.
    const friday = new Date('2026-11-27T18:00:00Z');
    expect(urgencyOf('2026-11-30', friday)).toBe('rush');
    expect(urgencyOf('2026-12-01', friday)).toBeUndefined();
  });

  it('reads the shop day, not UTC: Monday evening in California is still Monday', () => {
    expect(urgencyOf('2026-11-23', new Date('2026-11-24T03:00:00Z'))).toBe('rush');
  });
});
