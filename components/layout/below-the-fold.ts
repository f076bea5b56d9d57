/**
 * Spread on a section that sits below a phone's first screen (`<section {...belowTheFold}>`).
 * While it is off screen and the page is loading, the browser neither styles nor lays it out
 * (content-visibility, app/globals.css), so the first paint costs the first screen, not the whole
 * page: on a slowed phone CPU, a product page's first frame laid out all of its ~480 boxes in
 * one task of about 200 ms before its heading could show. The site shell's script
 * (renderBelowTheFoldScript) then renders the marked sections one per idle moment, so the page
 * is whole soon after it is painted, before it has even hydrated: for a scroll, find-in-page,
 * and tools that read the layout (axe judges contrast on boxes that are laid out).
 * The script takes the mark off before React hydrates: React is told not to mind.
 */
export const BELOW_THE_FOLD = 'data-below-fold';

export const belowTheFold = { [BELOW_THE_FOLD]: '', suppressHydrationWarning: true } as const;

/** Without scripts nothing would render the sections: the browser lays them out at once instead. */
export const renderBelowTheFoldWithoutScripts = `<style>[${BELOW_THE_FOLD}]{content-visibility:visible}</style>`;

/**
 * Inline, after the footer: it runs as the page is parsed, not once the page's scripts have
 * loaded. Each section is laid out in an idle moment of its own (reading its box does it
 * there), not all together in the next frame. Safari has no idle callbacks: a timer there.
 */
export const renderBelowTheFoldScript = `(() => {
  const waiting = [...document.querySelectorAll('[${BELOW_THE_FOLD}]')];
  const whenIdle = window.requestIdleCallback ? (run) => requestIdleCallback(run) : (run) => setTimeout(run, 1);
  const renderNext = () => {
    const section = waiting.shift();
    if (!section) return;
    section.removeAttribute('${BELOW_THE_FOLD}');
    section.getBoundingClientRect();
    whenIdle(renderNext);
  };
  whenIdle(renderNext);
})();`;
