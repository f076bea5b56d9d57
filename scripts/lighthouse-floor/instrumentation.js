// The floor has no start-up work. This file stands in for the site's instrumentation.ts, which
// Turbopack otherwise built into the floor (its own config is not enough): the floor then
// opened the site's embedded database (./data by default, which a running `npm start` may
// hold) and ran the site's jobs inside the Lighthouse script.
export function register() {}
