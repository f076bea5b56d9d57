import type { ReactNode } from 'react';
import { deal, standingOffer } from '@/content/deal';
import { NotificationBanner } from '@/components/ui/notification';
import { config } from '@/lib/config';
import { isDealRunning } from '@/lib/deal';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PromoBar } from './promo-bar';
import { ScrollRestoration } from './scroll-restoration';

/** Promotion bar, navbar, breadcrumbs, notification, the page, footer: the frame of every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PromoBar
        deal={deal}
        standingOffer={standingOffer}
        initiallyRunning={isDealRunning(deal, new Date())}
      />
      <Navbar />
      <Breadcrumbs siteUrl={config().siteUrl} />
      <NotificationBanner />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
