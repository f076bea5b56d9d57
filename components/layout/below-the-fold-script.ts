// The site shell's half of below-the-fold.ts, apart from it: ScrollRestoration imports that module
// into every page's JavaScript, and these texts are the server's to write into the HTML.
import { BELOW_THE_FOLD } from './below-the-fold';

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
