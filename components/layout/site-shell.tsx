import type { ReactNode } from 'react';
import { standingOffer } from '@/content/deal';
import { NotificationBanner } from '@/components/ui/notification';
import { config } from '@/lib/config/server';
import { dealChoice } from '@/lib/deal';
import { featuredDeals } from '@/lib/promotions/server';
import {
  BELOW_THE_FOLD_HOLD_ID,
  holdBelowTheFoldSheet,
  renderBelowTheFoldScript,
  renderBelowTheFoldWithoutScripts,
} from './below-the-fold-script';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PromoBar } from './promo-bar';
import { ScrollRestoration } from './scroll-restoration';

/** Promotion bar, navbar, breadcrumbs, notification, the page, footer: the frame of every page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const deals = await featuredDeals();
  return (
    <>
      <style id={BELOW_THE_FOLD_HOLD_ID} dangerouslySetInnerHTML={{ __html: holdBelowTheFoldSheet }} />
      <PromoBar deals={deals} standingOffer={standingOffer} renderedChoice={dealChoice(deals, new Date())} />
      <Navbar />
      <Breadcrumbs siteUrl={config().siteUrl} />
      <NotificationBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <script dangerouslySetInnerHTML={{ __html: renderBelowTheFoldScript }} />
      <noscript dangerouslySetInnerHTML={{ __html: renderBelowTheFoldWithoutScripts }} />
      <ScrollRestoration />
    </>
  );
}
