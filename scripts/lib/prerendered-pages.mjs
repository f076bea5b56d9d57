// A prerendered page as Next writes it asks for its scripts in <head>, and inlines there the
// site's whole stylesheet (52 KB, about 8.6 KB compressed), before any of its markup. Under
// Lighthouse's mobile throttling (1.6 Mbit/s, a CPU slowed 4x) both delayed the first screen:
// the scripts shared the link with the document, and the sheet was most of what came before the
// heading. The one-machine server (scripts/start.mjs) sends such a page markup first:
// - its scripts, all async, are asked for after its markup, and still run as they arrive;
// - its inlined sheet is cut to the rules its markup can use (cut-stylesheet.mjs), still named as
//   Next wrote it, so React, hydrating, finds it and inserts nothing;
// - the full sheet follows the markup as a plain <link> an inline script appends to <head> (for
//   visitors without scripts, a <noscript> link beside the cut sheet), so what scripts show
//   later (the menu's drawer, another page reached by client navigation) is styled. React does not manage that link: when React itself
//   inserted the full sheet on hydration, it restyled the whole page, about 90 ms of main thread
//   on a slowed phone CPU. The late link restyles nothing that shows (docs/performance.md).
import { cutStylesheet, markupTokens } from './cut-stylesheet.mjs';
import { decodeEntities } from './html-entities.mjs';

/** A script tag or script preload Next writes in the head (`noModule` polyfills stay). */
const HEAD_SCRIPT = /<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
/** A stylesheet Next inlines in the head, named by the file it comes from. */
const INLINED_SHEET = /(<style data-precedence="[^"]*" data-href="([^"]+)">)([\s\S]*?)(<\/style>)/g;
/** Where the page's React Server Components payload begins, after its markup. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/**
 * The script that loads the full sheets at `hrefs` (as the page's HTML writes them), placed after
 * the markup: appended to <head>, each takes the place in the cascade its inlined sheet had.
 */
function lateSheets(hrefs) {
  if (hrefs.length === 0) return '';
  const list = JSON.stringify(hrefs.map(decodeEntities)).replaceAll('<', '\\u003c');
  return (
    `<script>for(const href of ${list}){const link=document.createElement("link");` +
    `link.rel="stylesheet";link.href=href;document.head.append(link)}</script>`
  );
}

/**
 * The page markup first: the script tags of its head moved to where its markup ends (just before
 * its payload), its inlined sheets cut to the rules its markup uses, and the full sheets loaded
 * after the markup. A page without that payload is returned as it was.
 */
export function withMarkupFirst(html) {
  const headEnd = html.indexOf('</head>');
  const payloadStart = html.indexOf(PAYLOAD_START, headEnd);
  if (headEnd < 0 || payloadStart < 0) return html;
  const head = html.slice(0, headEnd);
  const scripts = head.match(HEAD_SCRIPT) ?? [];
  const tokens = markupTokens(html.slice(0, payloadStart));
  const hrefs = [];
  const cutHead = head.replace(HEAD_SCRIPT, '').replace(INLINED_SHEET, (_, open, href, css, close) => {
    hrefs.push(href);
    // Without scripts, the full sheet at once and where the inlined one was: a <style> the page
    // writes later (the site shell's one for visitors without scripts) still comes after it.
    const withoutScripts = `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    return open + cutStylesheet(css, tokens) + close + withoutScripts;
  });
  return (
    cutHead +
    html.slice(headEnd, payloadStart) +
    lateSheets(hrefs) +
    scripts.join('') +
    html.slice(payloadStart)
  );
}

/**
 * `handle` with its prerendered pages (Next marks them `x-nextjs-prerender`) sent through
 * withMarkupFirst, each time they are sent: a page revalidated with new content (deals, reviews)
 * gets the rules its new markup uses. Such a page is whole before it is sent (Next sends it from
 * its cache), so holding it back until it ends delays nothing; pages rendered per request stream
 * as before, with the whole sheet.
 */
export function markupFirstPages(handle) {
  return (request, response) => {
    const { write, end } = response;
    /** The page's chunks while it is held back; false once it is passed on as it is. */
    let held;
    const holds = () => {
      held ??=
        request.method === 'GET' &&
        response.statusCode === 200 &&
        !response.headersSent &&
        String(response.getHeader('content-type')).startsWith('text/html') &&
        response.getHeader('x-nextjs-prerender') !== undefined &&
        [];
      return held;
    };
    const toBuffer = (chunk, encoding) =>
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : chunk;
    response.write = (chunk, encoding, callback) => {
      if (!holds()) return write.call(response, chunk, encoding, callback);
      held.push(toBuffer(chunk, encoding));
      (typeof encoding === 'function' ? encoding : callback)?.();
      return true;
    };
    response.end = (chunk, encoding, callback) => {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      if (!holds()) return end.call(response, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) held.push(toBuffer(chunk, encoding));
      const page = Buffer.from(withMarkupFirst(Buffer.concat(held).toString('utf8')));
      if (response.getHeader('content-length') !== undefined)
        response.setHeader('content-length', page.length);
      return end.call(response, page, undefined, callback);
    };
    return handle(request, response);
  };
}
