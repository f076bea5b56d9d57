import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NotificationProvider } from '@/components/ui/notification';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(config().siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.tagline,
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: '#0f2a44' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The system's own UI font (globals.css): no font file to wait for, so the largest text
    // paints as soon as the HTML and CSS arrive (a web font held it back ~1.5 s on mobile).
    <html lang="en-US">
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NotificationProvider>{children}</NotificationProvider>
      </body>
    </html>
  );
}
