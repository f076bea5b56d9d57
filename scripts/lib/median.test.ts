import { latencyFigures, median } from '@/scripts/lib/median.mjs';

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

describe('the benchmarks’ latency figures', () => {
  it('takes p50 and p99 by nearest rank and the slowest as max, whatever order the answers came in', () => {
    const latencies = Array.from({ length: 200 }, (_, index) => 200 - index);
    expect(latencyFigures(latencies)).toEqual({ p50: 100, p99: 198, max: 200 });
    expect(latencyFigures([7])).toEqual({ p50: 7, p99: 7, max: 7 });
  });

  it('answers NaN, not a latency of 0, for a load that had no answers', () => {
    expect(latencyFigures([])).toEqual({ p50: NaN, p99: NaN, max: NaN });
  });
});
