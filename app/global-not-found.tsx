import type { Metadata } from 'next';
import { NotFoundNotice } from '@/components/errors/not-found-notice';
import { SiteDocument } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import './globals.css';

export const metadata: Metadata = { title: `Page Not Found | ${site.name}`, robots: { index: false } };

/**
 * An address no route matches. Next renders this page instead of the root layout, so it is
 * not part of every other page's flight data (a root not-found.tsx is, with its stylesheet).
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <NotFoundNotice />
      </SiteShell>
    </SiteDocument>
  );
}
