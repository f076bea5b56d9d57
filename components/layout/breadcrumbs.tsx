'use client';

import { lazy, Suspense } from 'react';
import { usePathname } from 'next/navigation';
import { breadcrumbTrail, isCatalogueProductPath } from '@/lib/navigation';
import { BreadcrumbTrail } from './breadcrumb-trail';

// Product pages take their crumbs from the catalogue, which only their visitors download.
const CatalogueBreadcrumbs = lazy(() => import('./catalogue-breadcrumbs'));

/** The page's trail from the fixed map (spec §1). */
export function Breadcrumbs({ siteUrl }: { siteUrl: string }) {
  const pathname = usePathname() ?? '/';
  if (!isCatalogueProductPath(pathname))
    return <BreadcrumbTrail trail={breadcrumbTrail(pathname)} siteUrl={siteUrl} />;
  return (
    <Suspense fallback={<BreadcrumbTrail trail={[]} siteUrl={siteUrl} />}>
      <CatalogueBreadcrumbs pathname={pathname} siteUrl={siteUrl} />
    </Suspense>
  );
}
