// A prerendered page as Next writes it asks for its scripts in <head>, and inlines there the
// site's whole stylesheet (52 KB, about 8.6 KB compressed), before any of its markup. Under
// Lighthouse's mobile throttling (1.6 Mbit/s, a CPU slowed 4x) both delayed the first screen:
// the scripts shared the link with the document, and the sheet was most of what came before the
// heading. The one-machine server (scripts/start.mjs) sends such a page markup first:
// - its scripts, all async, are asked for after its markup, and still run as they arrive;
// - its inlined sheet is cut to the rules its markup can use (cut-stylesheet.mjs), still named as
//   Next wrote it, so React, hydrating, finds it and inserts nothing;
// - the rules the cut left out follow the markup as a plain <link> an inline script appends to
//   <head> (for visitors without scripts, a <noscript> link to the whole sheet beside the cut),
//   so what scripts show later (the menu's drawer, another page reached by client navigation) is
//   styled. This server answers that link (answerRest). React does not manage it. When React
//   itself inserted the whole sheet on hydration, it restyled the whole page, about 90 ms of main
//   thread on a slowed phone CPU; the whole sheet as that late link still cost ~50 ms of style
//   work; the rest alone costs none that shows (docs/performance.md).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cutStylesheet, markupTokens, restOfStylesheet } from './cut-stylesheet.mjs';
import { decodeEntities } from './html-entities.mjs';

/** A script tag or script preload Next writes in the head (`noModule` polyfills stay). */
const HEAD_SCRIPT = /<script src="[^"]+" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
/** A stylesheet Next inlines in the head, named by the file it comes from. */
const INLINED_SHEET = /(<style data-precedence="[^"]*" data-href="([^"]+)">)([\s\S]*?)(<\/style>)/g;
/** Where Next serves the stylesheets it inlines, and where this server serves their rests. */
const SHEETS_PATH = '/_next/static/chunks/';
const RESTS_PATH = '/_next/static/rest-of/';
/** A rest's address: the sheet's file name, and the key cutStylesheet gave. */
const REST_ADDRESS = /^\/_next\/static\/rest-of\/([\w-]+)\/([\w-]+)\.css$/;
/** Where the page's React Server Components payload begins, after its markup. */
const PAYLOAD_START = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

/**
 * The script that loads the sheets at `hrefs` (as the page's HTML writes them), placed after the
 * markup: appended to <head>, each follows the inlined sheet it completes in the cascade.
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
    const cut = cutStylesheet(css, tokens);
    // A sheet Next serves from elsewhere (a CDN's assetPrefix) is loaded whole instead.
    const name = href.startsWith(SHEETS_PATH) && /^([\w-]+)\.css$/.exec(href.slice(SHEETS_PATH.length))?.[1];
    hrefs.push(name ? `${RESTS_PATH}${name}/${cut.rest}.css` : href);
    // Without scripts, the whole sheet at once and where the inlined one was: a <style> the page
    // writes later (the site shell's one for visitors without scripts) still comes after it.
    const withoutScripts = `<noscript><link rel="stylesheet" href="${href}"/></noscript>`;
    return open + cut.css + close + withoutScripts;
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
 * Answers a request for the rest of a sheet (the address lateSheets names), reading the sheet
 * from the build's `staticDir`; true when it did. The address says all the answer holds, so it
 * is cached for good. An address that names no sheet, or a key not of that sheet, is a 404.
 */
async function answerRest(request, response, staticDir) {
  const [, name, key] = REST_ADDRESS.exec(request.url ?? '') ?? [];
  if (!name || !key || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const css = await readFile(path.join(staticDir, 'chunks', `${name}.css`), 'utf8').catch(() => undefined);
  const rest = css === undefined ? undefined : restOfStylesheet(css, key);
  response.setHeader('x-content-type-options', 'nosniff');
  if (rest === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end('No such stylesheet.');
  } else {
    response.writeHead(200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(request.method === 'HEAD' ? undefined : rest);
  }
  return true;
}

/**
 * `handle` with its prerendered pages (Next marks them `x-nextjs-prerender`) sent through
 * withMarkupFirst, each time they are sent: a page revalidated with new content (deals, reviews)
 * gets the rules its new markup uses. Such a page is whole before it is sent (Next sends it from
 * its cache), so holding it back until it ends delays nothing; pages rendered per request stream
 * as before, with the whole sheet. It answers the rests of the sheets too, from the build's
 * `staticDir` (`.next/static`).
 */
export function markupFirstPages(handle, { staticDir }) {
  return (request, response) => {
    if (request.url?.startsWith(RESTS_PATH))
      return answerRest(request, response, staticDir).then(
        (answered) => answered || handle(request, response),
      );
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
