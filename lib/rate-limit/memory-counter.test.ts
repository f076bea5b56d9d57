import { RateLimiterRes } from 'rate-limiter-flexible';
import { MemoryCounter } from './memory-counter';

const WINDOW_SECONDS = 600;

function counterWithClock(points: number) {
  const clock = { now: 1_000_000 };
  return { clock, counter: new MemoryCounter({ points, duration: WINDOW_SECONDS }, () => clock.now) };
}

describe('MemoryCounter', () => {
  it('allows the limit in a window, refuses the next with the wait until it ends, and starts again after', async () => {
    const { clock, counter } = counterWithClock(3);
    for (let hit = 1; hit <= 3; hit += 1)
      expect(await counter.consume('198.51.100.7')).toMatchObject({
        consumedPoints: hit,
        remainingPoints: 3 - hit,
      });
    clock.now += 60_000;
    const refused = await counter.consume('198.51.100.7').catch((result: unknown) => result);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect(refused).toMatchObject({ consumedPoints: 4, remainingPoints: 0, msBeforeNext: 540_000 });
    // Another visitor has a count of their own.
    expect(await counter.consume('198.51.100.8')).toMatchObject({ consumedPoints: 1 });
    clock.now += 540_000;
    expect(await counter.consume('198.51.100.7')).toMatchObject({
      consumedPoints: 1,
      isFirstInDuration: true,
    });
  });

  it('gives a point back on reward, and rewards nothing where nothing was counted', async () => {
    const { counter } = counterWithClock(1);
    await counter.consume('a');
    await counter.reward('a');
    expect(await counter.consume('a')).toMatchObject({ consumedPoints: 1 });
    await counter.reward('never-seen');
    await counter.consume('never-seen');
    await expect(counter.consume('never-seen')).rejects.toBeInstanceOf(RateLimiterRes);
  });

  it('sets no timer per visitor (a timer keeps the request that set it), and forgets ended windows', async () => {
    jest.useFakeTimers();
    try {
      const { clock, counter } = counterWithClock(30);
      for (let visitor = 0; visitor < 1000; visitor += 1) await counter.consume(`203.0.113.${visitor}`);
      expect(jest.getTimerCount()).toBe(0);
      expect(counter.size).toBe(1000);
      clock.now += WINDOW_SECONDS * 1000;
      await counter.consume('198.51.100.1');
      expect(counter.size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
