import { HERO_CHECKMARK_COUNT, HERO_PAUSE_MS } from '@/lib/constants';

/** How long one checkmark takes to draw in before the next one starts. */
export const HERO_CHECKMARK_STEP_MS = 400;

export type CheckmarkTimeline = {
  cycleMs: number;
  /** Per checkmark, the share of the cycle (0 to 100) when it starts and finishes appearing. */
  marks: { startPercent: number; endPercent: number }[];
};

/**
 * The hero animation (spec §2, §9): checkmarks appear one after another, all stay shown for
 * the pause, then they clear together and the cycle repeats.
 */
export function checkmarkTimeline(
  count: number = HERO_CHECKMARK_COUNT,
  stepMs: number = HERO_CHECKMARK_STEP_MS,
  pauseMs: number = HERO_PAUSE_MS,
): CheckmarkTimeline {
  const cycleMs = count * stepMs + pauseMs;
  const percent = (ms: number) => Math.round((ms / cycleMs) * 10_000) / 100;
  return {
    cycleMs,
    marks: Array.from({ length: count }, (_, index) => ({
      startPercent: percent(index * stepMs),
      endPercent: percent((index + 1) * stepMs),
    })),
  };
}

/**
 * The animation's stylesheet. Only opacity and transform change, so nothing moves around
 * it; without motion the marks simply stay shown.
 */
export function checkmarkStyles(timeline: CheckmarkTimeline = checkmarkTimeline()): string {
  const rules = timeline.marks.map(
    ({ startPercent, endPercent }, index) =>
      `@keyframes hero-check-${index}{0%,${startPercent}%{opacity:0;transform:scale(.4)}${endPercent}%,100%{opacity:1;transform:scale(1)}}` +
      `.hero-check-${index}{animation:hero-check-${index} ${timeline.cycleMs}ms ease-out infinite}`,
  );
  return `${rules.join('')}@media (prefers-reduced-motion:reduce){[class*="hero-check-"]{animation:none}}`;
}
