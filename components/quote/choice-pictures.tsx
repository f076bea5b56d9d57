import type { ReactNode } from 'react';
import { choiceHints } from '@/content/quote-choice-hints';

/** A small drawing beside a choice; decorative: the label and its hint say what it is. */
function Picture({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      className="shrink-0 text-orange-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const pictures: Record<keyof typeof choiceHints, Record<string, ReactNode>> = {
  productOption: {
    'die-cut': (
      <>
        <path d="M24 6l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="currentColor" fillOpacity=".2" />
        <path d="M24 1l7 13 15 2-11 10 3 15-14-8-14 8 3-15L2 16l15-2z" strokeDasharray="3 3" />
      </>
    ),
    'sticker-sheets': (
      <>
        <rect x="6" y="4" width="36" height="40" rx="2" />
        <circle cx="16" cy="15" r="6" fill="currentColor" fillOpacity=".2" />
        <rect x="27" y="9" width="11" height="11" rx="2" fill="currentColor" fillOpacity=".2" />
        <path d="M11 36l6-10 6 10z" fill="currentColor" fillOpacity=".2" />
        <circle cx="32" cy="32" r="5" fill="currentColor" fillOpacity=".2" />
      </>
    ),
    'rectangular-square': (
      <rect x="6" y="12" width="36" height="24" rx="3" fill="currentColor" fillOpacity=".2" />
    ),
    'circular-oval': (
      <>
        <circle cx="17" cy="24" r="12" fill="currentColor" fillOpacity=".2" />
        <ellipse cx="36" cy="24" rx="8" ry="14" fill="currentColor" fillOpacity=".2" />
      </>
    ),
    'qr-code': (
      <>
        <rect x="6" y="6" width="36" height="36" rx="3" />
        <path d="M12 12h8v8h-8zM28 12h8v8h-8zM12 28h8v8h-8z" fill="currentColor" />
        <path
          d="M28 28h3v3h-3zM33 33h3v3h-3zM28 34h3v2h-3zM33 28h3v2h-3z"
          fill="currentColor"
          stroke="none"
        />
      </>
    ),
  },
  // Seen from the side: the print on its vinyl, then the layers of raised ink on top.
  embossingOption: {
    none: <path d="M4 34h40" strokeWidth="4" />,
    standard: (
      <>
        <path d="M4 34h40" strokeWidth="4" />
        <path d="M14 31h20M16 27h16" strokeWidth="3" />
      </>
    ),
    hd: (
      <>
        <path d="M4 34h40" strokeWidth="4" />
        <path d="M12 31h24M14 27h20M16 23h16M18 19h12" strokeWidth="3" />
      </>
    ),
  },
  finishOption: {
    matte: <rect x="8" y="8" width="32" height="32" rx="4" fill="currentColor" fillOpacity=".35" />,
    gloss: (
      <>
        <rect x="8" y="8" width="32" height="32" rx="4" fill="currentColor" fillOpacity=".35" />
        <path d="M14 30L30 14M20 34L34 20" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
};

type Option = { value: string; label: string };

/**
 * A wizard step's options with their drawing and one line of explanation, where the shop has
 * written them (stickers & labels' shapes, embossing, finish); other options unchanged.
 */
export function withPictures(
  field: keyof typeof choiceHints,
  options: readonly Option[],
): (Option & { explanation?: string; picture?: ReactNode })[] {
  const hints: Readonly<Record<string, string>> = choiceHints[field];
  return options.map((option) =>
    Object.hasOwn(hints, option.value)
      ? {
          ...option,
          explanation: hints[option.value],
          picture: <Picture>{pictures[field][option.value]}</Picture>,
        }
      : option,
  );
}
