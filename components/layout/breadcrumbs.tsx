'use client';

import { usePathname } from 'next/navigation';
import { breadcrumbTrail, isCatalogueProductPath } from '@/lib/navigation';
import { BreadcrumbTrail } from './breadcrumb-trail';

/**
 * The page's trail from the fixed map (spec §1). A product page renders its own trail on the
 * server (ProductPage), from the catalogue that only its visitors need: a trail streamed in
 * after the first paint pushed the page down wherever it took two lines.
 */
export function Breadcrumbs({ siteUrl }: { siteUrl: string }) {
  const pathname = usePathname() ?? '/';
  if (isCatalogueProductPath(pathname)) return null;
  return <BreadcrumbTrail trail={breadcrumbTrail(pathname)} siteUrl={siteUrl} />;
}
