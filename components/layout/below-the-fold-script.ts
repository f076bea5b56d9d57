// The site shell's half of below-the-fold.ts, apart from it: ScrollRestoration imports that module
// into every page's JavaScript, and these texts are the server's to write into the HTML.
import { BELOW_THE_FOLD } from './below-the-fold';

/**
 * The mark's value while the page's first frame is still to come: on a phone's screen the section
 * is then not rendered even if near it (app/globals.css, which names the value itself).
 */
const HELD_FOR_FIRST_PAINT = 'first-paint';

/** Without scripts nothing would render the sections: the browser lays them out at once instead. */
export const renderBelowTheFoldWithoutScripts = `<style>[${BELOW_THE_FOLD}]{content-visibility:visible}</style>`;

/**
 * Inline, after the footer: it runs as the page is parsed, not once the page's scripts have
 * loaded. When the whole markup has arrived before the browser's first frame, the marked
 * sections are held out of that frame altogether (app/globals.css, on a phone's screen):
 * left to content-visibility: auto, the browser lays out the page once, finds the first sections
 * near the screen and styles and lays them out again in the same frame, ~50 ms more before the
 * heading shows on a slowed phone CPU. After that frame they are let go (auto: one the visitor
 * scrolls to renders as it comes near), and each is laid out in an idle moment of its own
 * (reading its box does it there), not all together in the next frame. Safari has no idle
 * callbacks: a timer there.
 */
export const renderBelowTheFoldScript = `(() => {
  const waiting = [...document.querySelectorAll('[${BELOW_THE_FOLD}]')];
  waiting.forEach((section) => section.setAttribute('${BELOW_THE_FOLD}', '${HELD_FOR_FIRST_PAINT}'));
  const whenIdle = window.requestIdleCallback ? (run) => requestIdleCallback(run) : (run) => setTimeout(run, 1);
  const renderNext = () => {
    const section = waiting.shift();
    if (!section) return;
    section.removeAttribute('${BELOW_THE_FOLD}');
    section.getBoundingClientRect();
    whenIdle(renderNext);
  };
  requestAnimationFrame(() => setTimeout(() => {
    waiting.forEach((section) => section.setAttribute('${BELOW_THE_FOLD}', ''));
    whenIdle(renderNext);
  }));
})();`;
