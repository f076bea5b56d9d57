import type { ReactNode } from 'react';

const tones = {
  new: 'bg-emerald-700 text-white',
  discount: 'bg-orange-700 text-white',
} as const;

/** In the header links' face (14 px semibold), not a face of its own: see docs/performance.md, session 43. */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold tracking-wide ${tones[tone]}`}>
      {children}
    </span>
  );
}
