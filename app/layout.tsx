import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';
import { site } from '@/content/site';
import { config } from '@/lib/config/server';

export const metadata: Metadata = {
  metadataBase: new URL(config().siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.tagline,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#0f2a44' };

// No stylesheet here: the layouts below (site, console, mailbox) and the 404 page import
// globals.css. What the root imports, Next also sends, a second and a third time, in every
// page's flight data for the root's not-found and global-error boundaries (8.5 KB gzipped
// each); a segment's stylesheet is sent once.
export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
