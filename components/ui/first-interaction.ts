'use client';

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, at the visitor's first pointer press, key press or focus anywhere
 * on the page: code a form needs only once it is used loads then, off the page-load path.
 * Returns the clean-up for an effect.
 */
export function onFirstInteraction(callback: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  const stop = () => {
    for (const event of interactions) window.removeEventListener(event, once);
  };
  for (const event of interactions) window.addEventListener(event, once, { passive: true });
  return stop;
}
