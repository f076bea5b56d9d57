// The site shell's half of below-the-fold.ts, apart from it: ScrollRestoration imports that module
// into every page's JavaScript, and these texts are the server's to write into the HTML.
import { BELOW_THE_FOLD } from './below-the-fold';

/** The sheet that holds the marked sections out of the page's first frame, until it is turned off. */
export const BELOW_THE_FOLD_HOLD_ID = 'below-the-fold-held';

/** Without scripts nothing would render the sections: the browser lays them out at once instead. */
export const renderBelowTheFoldWithoutScripts = `<style>[${BELOW_THE_FOLD}]{content-visibility:visible}</style>`;

/**
 * In the markup before the page's sections: until the first frame after the whole markup is
 * parsed, no marked section is rendered on a phone's screen (narrower than Tailwind's sm and less
 * than 60rem high, where every marked section is below it), not even one near the screen. Left to
 * content-visibility: auto, a frame lays out the page once, finds the first sections near the
 * screen and styles and lays them out again in the same frame: ~50 ms more before the heading
 * shows on a slowed phone CPU. A frame may come while the markup is half parsed, so the hold is in
 * place before the first section is; it is a sheet, not the sections' marks, because a page a
 * client navigation brings has the marks too, and not a script's doing, because the page's first
 * script costs ~10 ms of a slowed CPU before the first paint (the script engine starts). On a
 * larger screen a marked section may be on the first screen: held, it would paint a frame late
 * and shift what follows. Without scripts the later rule of renderBelowTheFoldWithoutScripts wins.
 */
export const holdBelowTheFoldSheet = `@media not all and (min-width:40rem){@media not all and (min-height:60rem){[${BELOW_THE_FOLD}]{content-visibility:hidden}}}`;

/**
 * Inline, after the footer: it runs as the page is parsed, not once the page's scripts have
 * loaded. After the first frame it lets the sections go (content-visibility: auto, so one the
 * visitor scrolls to renders as it comes near) by turning the hold's sheet off: the element stays,
 * for React to hydrate, and the sheet stays off for the pages client navigations bring. Then each
 * section is laid out in an idle moment of its own (reading its box does it there), not all
 * together in the next frame. Safari has no idle callbacks: a timer there.
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
  requestAnimationFrame(() => setTimeout(() => {
    const hold = document.getElementById('${BELOW_THE_FOLD_HOLD_ID}');
    if (hold?.sheet) hold.sheet.disabled = true;
    whenIdle(renderNext);
  }));
})();`;
