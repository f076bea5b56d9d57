/**
 * A spec's own client address (TEST-NET-2), sent as X-Forwarded-For by its browser and request
 * contexts: `test.use({ extraHTTPHeaders: clientAddress(n) })`, a different `n` per spec. The e2e
 * server trusts one proxy hop (playwright.config.ts), so the per-address limits (30 quotes an hour,
 * lib/product-api) count each spec as the visitor it plays, not the whole suite as one visitor.
 */
export function clientAddress(n: number): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': `198.51.100.${n}` };
}
