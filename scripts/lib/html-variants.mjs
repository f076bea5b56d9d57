// `npm run lighthouse -- --dissect`: a route's own HTML cut down, to show what part of its LCP
// above the floor the first screen costs by itself, and what the scripts and the rest add.
import http from 'node:http';
import { compressed } from './compressed.mjs';

/**
 * The page without any script but its structured data (JSON-LD), nor the preloads of scripts: no
 * JS fetched or run, no RSC payload.
 */
export function withoutScripts(html) {
  return html
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*\bas="script"[^>]*>/g, '');
}

/**
 * The HTML up to the end of the element whose opening tag is `snippet` (the LCP element, as
 * Lighthouse reports it): what the browser must have parsed to paint that element. Undefined
 * when the tag is not in the HTML as written.
 */
export function throughElement(html, snippet) {
  const start = snippet ? html.indexOf(snippet) : -1;
  const tag = snippet?.match(/^<([a-zA-Z][\w-]*)/)?.[1];
  if (start < 0 || !tag) return undefined;
  // The element's own closing tag: the first one after as many openings as closings.
  const tags = new RegExp(`<(/?)${tag}(?=[\\s>/])[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, match.index + match[0].length);
  }
  return html;
}

/**
 * The page up to the end of its LCP element, without scripts: its first screen by itself. The
 * parser closes what is left open.
 */
export function firstScreen(html, snippet) {
  return throughElement(withoutScripts(html), snippet);
}

/**
 * Serves each variant at `path`, the route's own address, on a port of its own (the page's
 * scripts read the address: served elsewhere, its router took the page for another and rendered
 * it again on the client), sent as the site sends its prerendered pages, and hands every other
 * request (scripts, images) to the site, so a variant loads what its page loads.
 */
export async function serveVariants(baseUrl, path, variants) {
  const site = new URL(baseUrl);
  const toSite = (request, response) => {
    const forwarded = http.request(
      {
        host: site.hostname,
        port: site.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  };
  const servers = new Map();
  for (const [name, html] of Object.entries(variants)) {
    const server = http.createServer(
      compressed((request, response) => {
        if (request.url !== path) return toSite(request, response);
        // Marked as Next marks a prerendered page, so it is sent as the site sends one: kept, in
        // Brotli's best quality from the second load on.
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.setHeader('x-nextjs-prerender', '1');
        response.end(html);
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.set(name, server);
  }
  return {
    url: (name) => `http://127.0.0.1:${servers.get(name).address().port}${path}`,
    close: () =>
      Promise.all([...servers.values()].map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
