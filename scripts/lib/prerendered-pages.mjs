// A prerendered page as Next writes it asks for its scripts in <head>: the browser starts
// fetching all of them (about 150 KB) before it has the page's own markup, and on a slow
// connection they share it with the document. Under Lighthouse's mobile throttling
// (1.6 Mbit/s) the first screen's markup then arrived late and in pieces, painted over
// several frames, each laying out all that had come so far. The one-machine server
// (scripts/start.mjs, in compressed.mjs) sends such a page with those scripts after its markup
// instead: the markup comes first and whole, and the scripts, all async, still run as they arrive.
// The inlined stylesheet is left whole and named as Next wrote it: React, hydrating, finds it
// by that name and inserts nothing. (A sheet cut down to the rules the markup uses, with the
// full one inserted on hydration, restyled the whole page then: ~90 ms of main thread on a
// slowed phone CPU, for no earlier paint.) What React never reads is the sheet's second copy,
// which Next's inlineCss writes into the payload (vercel/next.js#95141): 52 KB of the page's
// 150-250 KB that the phone decodes and parses for nothing, so that copy is sent empty.

/** A script tag or script preload Next writes in the head (`noModule` polyfills stay). */
const HEAD_SCRIPT = /<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
/** Where the page's React Server Components payload begins, after its markup. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/**
 * The page with the script tags of its head moved to where its markup ends (just before its
 * payload). A page without that payload is returned as it was.
 */
export function withScriptsAfterMarkup(html) {
  const headEnd = html.indexOf('</head>');
  const payloadStart = html.indexOf(PAYLOAD_START, headEnd);
  if (headEnd < 0 || payloadStart < 0) return html;
  const head = html.slice(0, headEnd);
  const scripts = head.match(HEAD_SCRIPT) ?? [];
  return (
    head.replace(HEAD_SCRIPT, '') +
    html.slice(headEnd, payloadStart) +
    scripts.join('') +
    html.slice(payloadStart)
  );
}

/** An inlined stylesheet as Next names it in the head, with its text. */
const NAMED_SHEET = /<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g;

/** Text as Next writes it into a payload script: a JSON string, what HTML could read escaped. */
const asInPayload = (text) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The page with the payload's copy of each inlined stylesheet emptied: the text row (`9:Tc9f9,`
 * and the sheet) becomes an empty one (`9:T0,`), which the style element that names the row still
 * resolves. React hydrating the page finds the head's sheet by its `href` and never reads the
 * copy. Only an exact copy is emptied, and only one with more of the payload after it in its
 * script; anything else is left as it was.
 */
export function withoutSheetCopies(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let page = html;
  for (const [, sheet] of html.slice(0, headEnd).matchAll(NAMED_SHEET)) {
    const row = `:T${Buffer.byteLength(sheet).toString(16)},${asInPayload(sheet)}`;
    const at = page.indexOf(row, headEnd);
    // React reads an empty row when the next bytes come: at a script's end it waits for another.
    if (at < 0 || page[at + row.length] === '"') continue;
    page = `${page.slice(0, at)}:T0,${page.slice(at + row.length)}`;
  }
  return page;
}

/**
 * A prerendered page as this server sends it: its scripts after its markup, no sheet copies.
 * The copies go first, while the page is one flat string: searching the pieced string the move
 * returns would first copy the whole page into one (about 2 ms of a 250 KB page, each request).
 */
export function prerenderedPageAsSent(html) {
  return withScriptsAfterMarkup(withoutSheetCopies(html));
}
