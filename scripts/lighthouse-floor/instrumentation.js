// The floor has no start-up work; this file stands in for the site's instrumentation.ts, which
// Turbopack would otherwise build into the floor (it looks for one in the workspace root too).
export function register() {}
