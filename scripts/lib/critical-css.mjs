// A prerendered page's first paint needs only the utility rules its HTML uses (about half the
// site's stylesheet on a product page): the rest of the inlined sheet only delays the bytes
// before the first screen. The one-machine server (scripts/start.mjs) sends such pages with
// just those rules inlined; the page's React Server Components payload still carries the whole
// sheet, which React inserts when it hydrates, so what the page's scripts show later (a menu
// opened, an error) is styled as before.
import postcss from 'postcss';
import { decodeEntities } from './html-entities.mjs';

/** The stylesheet Next inlines (experimental.inlineCss): React finds it again by its href. */
const INLINED_SHEET = /<style data-precedence="([^"]+)" data-href="[^"]+">([\s\S]*?)<\/style>/;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class token the markup (not its scripts) uses, entities decoded. */
function classesIn(html) {
  const classes = new Set();
  for (const [, value] of html.replace(SCRIPT, '').matchAll(CLASS_ATTRIBUTE)) {
    for (const token of decodeEntities(value).split(/\s+/)) if (token) classes.add(token);
  }
  return classes;
}

/** The first class a selector names, unescaped (`.md\:flex:hover` is `md:flex`). */
function firstClass(selector) {
  const match = selector.match(/\.((?:\\.|[\w-])+)/);
  return match?.[1].replace(/\\(.)/g, '$1');
}

/**
 * The sheet as a tree whose leaves are the utility rules, each under the classes it styles, and
 * everything else (theme, base, keyframes) kept whole.
 */
function outline(node, inUtilities) {
  if (node.type === 'rule' && inUtilities) {
    const classes = node.selectors.map(firstClass);
    // A selector without a class (none in Tailwind's utilities today) is always kept.
    return { classes: classes.includes(undefined) ? undefined : classes, text: node.toString() };
  }
  if (
    node.type === 'atrule' &&
    node.nodes &&
    (inUtilities || (node.name === 'layer' && node.params === 'utilities'))
  ) {
    return {
      open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`,
      children: node.nodes.map((child) => outline(child, true)),
    };
  }
  // A statement (`@layer components;`) ends with a semicolon its parent holds.
  return { text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() };
}

function render(part, used) {
  if (part.children) {
    const inner = part.children.map((child) => render(child, used)).join('');
    return inner ? `${part.open}${inner}}` : '';
  }
  return !part.classes || part.classes.some((name) => used.has(name)) ? part.text : '';
}

const outlines = new Map();

/** `css` cut down to what markup using `classes` needs. */
export function criticalCss(css, classes) {
  let sheet = outlines.get(css);
  if (!sheet) {
    sheet = postcss.parse(css).nodes.map((node) => outline(node, false));
    // One sheet per build; a second is a new build served by the same process (tests).
    if (outlines.size > 4) outlines.clear();
    outlines.set(css, sheet);
  }
  return sheet.map((part) => render(part, classes)).join('');
}

/**
 * The page with its inlined sheet cut down to the rules its markup uses, and no longer named
 * after the full sheet, so React, hydrating, does not take it for that one and inserts the full
 * sheet from the payload. A page without such a sheet is returned as it was.
 */
export function withCriticalCss(html) {
  const inlined = html.match(INLINED_SHEET);
  if (!inlined) return html;
  const [whole, precedence, css] = inlined;
  const critical = criticalCss(css, classesIn(html));
  return `${html.slice(0, inlined.index)}<style data-precedence="${precedence}">${critical}</style>${html.slice(inlined.index + whole.length)}`;
}

/**
 * `handle` with its prerendered pages (Next marks them `x-nextjs-prerender`) sent through
 * withCriticalCss. Such a page is whole before it is sent (Next sends it from its cache), so
 * holding it back until it ends delays nothing; pages rendered per request stream as before.
 */
export function criticalCssPages(handle) {
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
      const page = Buffer.from(withCriticalCss(Buffer.concat(held).toString('utf8')));
      if (response.getHeader('content-length') !== undefined)
        response.setHeader('content-length', page.length);
      return end.call(response, page, undefined, callback);
    };
    return handle(request, response);
  };
}
