/**
 * Spread on a section that sits below a phone's first screen (`<section {...belowTheFold}>`).
 * While it is off screen and the page is loading, the browser neither styles nor lays it out
 * (content-visibility, app/globals.css), so the first paint costs the first screen, not the whole
 * page: on a slowed phone CPU, a product page's first frame laid out all of its ~480 boxes in
 * one task of about 200 ms before its heading could show. The site shell's script
 * (below-the-fold-script.ts) then renders the marked sections one per idle moment, so the page
 * is whole soon after it is painted, before it has even hydrated: for a scroll, find-in-page,
 * and tools that read the layout (axe judges contrast on boxes that are laid out).
 * The script takes the mark off before React hydrates: React is told not to mind.
 */
export const BELOW_THE_FOLD = 'data-below-fold';

export const belowTheFold = { [BELOW_THE_FOLD]: '', suppressHydrationWarning: true } as const;

/**
 * Every marked section rendered at once. A page a client navigation brings has its sections
 * marked again, and the shell's script ran only for the page the browser loaded: going back or
 * forward, ScrollRestoration calls this before it puts the position back, so the position lands
 * on the page's real heights, not on the browser's estimates. A page reached by a link keeps
 * them marked: the browser renders each as it nears the screen.
 */
export function renderBelowTheFoldNow() {
  document
    .querySelectorAll(`[${BELOW_THE_FOLD}]`)
    .forEach((section) => section.removeAttribute(BELOW_THE_FOLD));
}
