import type { ReactNode } from 'react';
import { NotificationProvider } from '@/components/ui/notification';

/** The document every page shares: the root layout's, and the 404 page's, which has no layout. */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    // The system's own UI font (globals.css): no font file to wait for, so the largest text
    // paints as soon as the HTML and CSS arrive (a web font held it back ~1.5 s on mobile).
    <html lang="en-US">
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-sm font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <NotificationProvider>{children}</NotificationProvider>
      </body>
    </html>
  );
}
