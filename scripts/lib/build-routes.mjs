// The routes of the production build and the scripts each one loads.
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

const pageManifestName = 'page_client-reference-manifest.js';

function pageManifests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pageManifests(full);
    return name === pageManifestName ? [full] : [];
  });
}

/** `/(site)/otp` → `/otp`: route groups do not appear in URLs. */
function urlOf(segmentPath) {
  const url = segmentPath
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join('/');
  return `/${url}`;
}

/**
 * `[{ route, scripts }]` for every page the build renders per request (no HTML file; a page
 * with a dynamic segment, such as a quote's, as its pattern, `/quotes/[number]`, unless its
 * pages are prerendered): the framework's root chunks plus the page's entry chunks, read from
 * the build's manifests, as its HTML would list them.
 */
export function requestRenderedRoutes() {
  const prerendered = new Set(prerenderedRoutes().map(({ route }) => route));
  const { dynamicRoutes } = JSON.parse(
    readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8'),
  );
  for (const pattern of Object.keys(dynamicRoutes)) prerendered.add(pattern);
  return pageManifests(appDir)
    .map((file) => ({
      file,
      segmentPath: path.relative(appDir, path.dirname(file)).split(path.sep).join('/'),
    }))
    .filter(({ segmentPath }) => !segmentPath.startsWith('_'))
    .filter(({ segmentPath }) => !prerendered.has(urlOf(segmentPath)))
    .map(({ file, segmentPath }) => ({
      route: urlOf(segmentPath),
      scripts: manifestScripts(file, segmentPath),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The scripts of the page whose client reference manifest is `file`. */
function manifestScripts(file, segmentPath) {
  const buildManifest = JSON.parse(
    readFileSync(path.join(path.dirname(file), 'page', 'build-manifest.json'), 'utf8'),
  );
  // The manifest assigns itself to a global; run it against a stand-in to read it.
  const holder = {};
  new Function('globalThis', readFileSync(file, 'utf8'))(holder);
  const { entryJSFiles } = holder.__RSC_MANIFEST[`/${segmentPath}/page`];
  // The page's own entry and those of every segment above it: layouts, error and loading
  // boundaries, not-found, global-error (the page's manifest lists just those).
  const entries = Object.values(entryJSFiles).flat();
  return [...new Set([...buildManifest.rootMainFiles, ...entries])].map((src) =>
    path.join(root, '.next', src),
  );
}

/** The framework's scripts every page loads (Next's runtime and React): the build's root files. */
export function frameworkScripts() {
  const buildManifest = JSON.parse(readFileSync(path.join(root, '.next', 'build-manifest.json'), 'utf8'));
  return buildManifest.rootMainFiles.map((src) => path.join(root, '.next', src));
}

/** The scripts of a prerendered route by the manifest method, to check it against its HTML. */
export function manifestScriptsOf(route) {
  const file = pageManifests(appDir).find(
    (candidate) => urlOf(path.relative(appDir, path.dirname(candidate)).split(path.sep).join('/')) === route,
  );
  if (!file) throw new Error(`No page manifest for ${route}.`);
  return manifestScripts(file, path.relative(appDir, path.dirname(file)).split(path.sep).join('/'));
}
