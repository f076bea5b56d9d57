import 'server-only';
import { revalidateTag } from 'next/cache';

/** The cache tag of every page that shows a deal (promotion bar, home page, /deals). */
export const DEALS_TAG = 'deals';

/**
 * Refreshes the pages that show deals, after staff saved one. The one place that does it, so
 * that telling the other instances of a several-instance deployment is added here alone.
 */
export function revalidateDeals(): void {
  // Expired at once, not served stale while refreshed: the next visitor sees the change.
  revalidateTag(DEALS_TAG, { expire: 0 });
}
