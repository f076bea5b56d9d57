#!/usr/bin/env node
// `npm run budget`: first-load JavaScript (gzip) of every page of the production build, as a
// table: prerendered pages from their HTML, pages rendered per request from the build's
// manifests. Fails when a route is over its budget, or when a page that has no account
// feature ships the identity library.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  frameworkScripts,
  manifestScriptsOf,
  pageScripts,
  prerenderedRoutes,
  requestRenderedRoutes,
} from './lib/build-routes.mjs';

const KB = 1024;
// A budget is the framework's own scripts (Next's runtime and React, which every page loads:
// the build manifest's root files) plus what the route's own code may add. The framework moves
// with Next's releases (16.4.5 to 16.5.0 added 1.8 KB); the room each route's code has does not.
const STATIC_PAGE_ROOM = 16 * KB;
// Pages with heavier client work get more room.
const routeRooms = {
  // The quote wizard: 36.2 KB of its own once it no longer carried zod.
  '/start-an-order': 41 * KB,
  '/login': 71 * KB,
  '/signup': 71 * KB,
  '/otp': 71 * KB,
  '/confirm-reset-password': 71 * KB,
  '/confirm-signup': 71 * KB,
  '/reset-password': 71 * KB,
  // The signed-in customer's certificate upload (file checks, upload to the store, server actions).
  '/dashboard/tax-exemption': 21 * KB,
  // A quote's page (proofs, approval, payment) and the review form, each with its uploads and
  // server actions.
  '/quotes/[number]': 21 * KB,
  '/dashboard/quotes/[number]': 21 * KB,
  '/review/[token]': 21 * KB,
};
// The staff console is for signed-in staff on the shop's own machines, not for shoppers on a
// phone network: its forms (uploads, server actions) get more room.
const CONSOLE_ROOM = 31 * KB;
const roomOf = (route) => routeRooms[route] ?? (route.startsWith('/admin') ? CONSOLE_ROOM : STATIC_PAGE_ROOM);
// The screens that sign in or out with the identity library (Amplify's auth client).
const accountRoutes = new Set([
  '/login',
  '/signup',
  '/otp',
  '/confirm-signup',
  '/reset-password',
  '/confirm-reset-password',
]);
// Strings only the Amplify auth client contains (its Cognito request target prefix).
const IDENTITY_LIBRARY_MARKER = 'AWSCognitoIdentityProviderService';

const gzipCache = new Map();
function chunkInfo(file) {
  if (!gzipCache.has(file)) {
    const source = readFileSync(file);
    gzipCache.set(file, {
      gzip: gzipSync(source, { level: 9 }).length,
      identity: source.includes(IDENTITY_LIBRARY_MARKER),
    });
  }
  return gzipCache.get(file);
}

const prerendered = prerenderedRoutes();
// The manifest reading must list exactly what the HTML of a prerendered page loads;
// otherwise a Next upgrade has changed the manifests and the per-request figures are wrong.
for (const route of ['/', '/login', '/start-an-order']) {
  const fromHtml = pageScripts(prerendered.find((page) => page.route === route).html).sort();
  const fromManifest = manifestScriptsOf(route).sort();
  if (fromHtml.join() !== fromManifest.join()) {
    console.error(
      `The build manifests disagree with the HTML of ${route}: update scripts/lib/build-routes.mjs.`,
    );
    process.exit(1);
  }
}
const frameworkBytes = frameworkScripts().reduce((sum, file) => sum + chunkInfo(file).gzip, 0);
const pages = [
  ...prerendered.map(({ route, html }) => ({ route, scripts: pageScripts(html), rendered: 'build' })),
  ...requestRenderedRoutes().map(({ route, scripts }) => ({ route, scripts, rendered: 'request' })),
];

const rows = pages.map(({ route, scripts, rendered }) => {
  const chunks = scripts.map(chunkInfo);
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const budget = frameworkBytes + roomOf(route);
  const identity = chunks.some((chunk) => chunk.identity);
  const problems = [];
  if (bytes > budget) problems.push('over budget');
  if (identity && !accountRoutes.has(route)) problems.push('ships the identity library');
  return { route, rendered, bytes, budget, identity, problems };
});

const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`The framework's scripts (Next's runtime and React): ${(frameworkBytes / KB).toFixed(1)} KB.\n`);
console.log(`${'route'.padEnd(width)}  rendered  first-load JS (gzip)  budget     identity  status`);
for (const row of rows) {
  console.log(
    `${row.route.padEnd(width)}  ${row.rendered.padEnd(8)}  ${`${(row.bytes / KB).toFixed(1)} KB`.padStart(20)}  ${`${(row.budget / KB).toFixed(0)} KB`.padStart(6)}     ${(row.identity ? 'yes' : 'no').padEnd(8)}  ${row.problems.length ? `FAIL: ${row.problems.join(', ')}` : 'ok'}`,
  );
}
const failures = rows.filter((row) => row.problems.length > 0);
console.log(
  `\n${rows.length} routes (${pages.filter((page) => page.rendered === 'request').length} rendered per request), ${failures.length} over budget or shipping the identity library.`,
);
process.exit(failures.length > 0 ? 1 : 0);
