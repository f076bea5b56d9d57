// The prerendered routes of the production build and the scripts each one loads.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const appDir = path.join(root, '.next', 'server', 'app');

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** `[{ route, html }]` for every prerendered page except Next's internal ones. */
export function prerenderedRoutes() {
  if (!existsSync(appDir)) throw new Error('No production build: run `npm run build` first.');
  return htmlFiles(appDir)
    .map((file) => {
      const relative = path.relative(appDir, file).replace(/\.html$/, '');
      const route = relative === 'index' ? '/' : `/${relative.split(path.sep).join('/')}`;
      return { route, html: readFileSync(file, 'utf8') };
    })
    .filter(({ route }) => !route.startsWith('/_'))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/**
 * The script files a page loads in a modern browser: every `<script src>` except the
 * `noModule` legacy polyfill, which modern browsers skip.
 */
export function pageScripts(html) {
  const scripts = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1];
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (!src || /\bnoModule\b/i.test(attributes)) continue;
    scripts.add(src.replace(/^\/_next\//, '').split('?')[0]);
  }
  return [...scripts].map((src) => path.join(root, '.next', src));
}
