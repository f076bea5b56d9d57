import { median } from '@/scripts/lib/median.mjs';

describe('the benchmarks’ median', () => {
  it('takes the middle run of an odd count, whatever order the runs came in', () => {
    expect(median([9, 1, 4])).toBe(4);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the middle two of an even count, so two floor samples are not judged by the slower', () => {
    expect(median([900, 1000])).toBe(950);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves the caller’s list in its order and refuses an empty one', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow('median of no values');
  });
});
