import { hero } from '@/content/home';
import { HERO_CHECKMARK_COUNT, HERO_PAUSE_MS } from '@/lib/constants';
import { checkmarkStyles, checkmarkTimeline, HERO_CHECKMARK_STEP_MS } from '.';

describe('hero checkmark animation', () => {
  it('has one promise per checkmark', () => {
    expect(hero.promises).toHaveLength(HERO_CHECKMARK_COUNT);
  });

  it('shows five checkmarks one after another, then holds them for the 1000 ms pause', () => {
    const { cycleMs, marks } = checkmarkTimeline();
    expect(marks).toHaveLength(5);
    expect(cycleMs).toBe(5 * HERO_CHECKMARK_STEP_MS + HERO_PAUSE_MS);
    marks.forEach((mark, index) => {
      expect(mark.startPercent).toBeCloseTo(((index * HERO_CHECKMARK_STEP_MS) / cycleMs) * 100, 1);
      if (index > 0) expect(mark.startPercent).toBe(marks[index - 1]?.endPercent);
    });
    const lastShownMs = ((marks.at(-1)?.endPercent ?? 0) / 100) * cycleMs;
    expect(cycleMs - lastShownMs).toBeCloseTo(HERO_PAUSE_MS, 0);
  });

  it('animates only opacity and transform, and not at all under reduced motion', () => {
    const css = checkmarkStyles();
    expect(css).not.toMatch(/width|height|margin|top|left/);
    expect(css).toContain(`${checkmarkTimeline().cycleMs}ms ease-out infinite`);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion:reduce\)\{\[class\*="hero-check-"\]\{animation:none\}\}$/,
    );
  });
});
