import type { Metadata } from 'next';
import { NotFoundNotice } from '@/components/errors/not-found-notice';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** A site page called notFound() (an unknown product, a quote that is not the visitor's). */
export default function SiteNotFound() {
  return <NotFoundNotice />;
}
