import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, eq, gte } from 'drizzle-orm';
import { config } from '@/lib/config/server';
import { tables } from '@/lib/db/server';
import { dealWindow, type DealView } from '@/lib/deal';
import { deal as seededDeal } from '@/content/deal';
import { cacheTags } from '@/lib/site-cache/server';
import { promotionsDatabase } from './store';

/**
 * How often a page showing deals is rendered again even if no one saves one: pages built
 * without a database show the seed until then, and an ended deal leaves the page's data.
 */
const DEALS_REFRESH_SECONDS = 300;
/** The running deal and the next few are all a page needs: the browser picks among them by date. */
const DEALS_SHOWN = 5;

/** The shop's calendar day before `now` (YYYY-MM-DD): no deal that ended before it is read. */
function dayBefore(now: Date): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The featured deals that have not ended, soonest first. While the pages are built there is
 * no database: they show the seed (content/deal.ts), and are refreshed once served.
 */
export async function readFeaturedDeals(now = new Date()): Promise<DealView[]> {
  if (config().buildingPages)
    return [{ ...seededDeal, ...dealWindow(seededDeal), combinable: false }].filter(
      (deal) => deal.expiresOn >= dayBefore(now),
    );
  const db = await promotionsDatabase();
  const promotions = tables.promotions;
  const rows = await db
    .select({
      code: promotions.code,
      title: promotions.title,
      description: promotions.description,
      percentOff: promotions.percentOff,
      startsOn: promotions.startsOn,
      expiresOn: promotions.expiresOn,
      combinable: promotions.combinable,
    })
    .from(promotions)
    .where(and(eq(promotions.featured, true), gte(promotions.expiresOn, dayBefore(now))))
    .orderBy(asc(promotions.startsOn), asc(promotions.expiresOn))
    .limit(DEALS_SHOWN);
  return rows.map((row) => ({ ...row, ...dealWindow(row) }));
}

let cachedDeals: (() => Promise<DealView[]>) | undefined;

/**
 * The featured deals for the pages, cached under the deals tag that saving a deal refreshes.
 * Made on first use, so modules that only import this area never touch Next's cache.
 */
export function featuredDeals(): Promise<DealView[]> {
  cachedDeals ??= unstable_cache(() => readFeaturedDeals(), ['featured-deals'], {
    tags: [cacheTags.deals],
    revalidate: DEALS_REFRESH_SECONDS,
  });
  return cachedDeals();
}
