const FIRST_SCREEN_END = 'first-screen-end';

/**
 * Right after a page's largest first-screen element (its LCP element on a phone), once per page:
 * Chromium paints no frame of the page until its parser has passed this mark (`rel=expect` with
 * `blocking=render`, which React hoists into the head, where it must be before the body begins).
 * Left alone, the parser paints a frame at each of its 10 ms slices, first of the header alone,
 * each laying out all that is parsed so far: on a slowed phone CPU the LCP element then lands a
 * frame or two later than it could (docs/performance.md, session 49). Browsers without
 * `rel=expect` paint as before; a page a client navigation brings is not held, as the body exists.
 */
export function FirstScreenEnd() {
  return (
    <>
      <link rel="expect" href={`#${FIRST_SCREEN_END}`} blocking="render" />
      <span id={FIRST_SCREEN_END} hidden />
    </>
  );
}
