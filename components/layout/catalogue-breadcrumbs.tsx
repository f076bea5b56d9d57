'use client';

import { catalogueBreadcrumbMap } from '@/content/catalogue-breadcrumbs';
import { breadcrumbTrail } from '@/lib/navigation';
import { BreadcrumbTrail } from './breadcrumb-trail';

/** A product page's trail: Home / Products / <Category> / <Product>. Loaded lazily by Breadcrumbs. */
export default function CatalogueBreadcrumbs({ pathname, siteUrl }: { pathname: string; siteUrl: string }) {
  return <BreadcrumbTrail trail={breadcrumbTrail(pathname, catalogueBreadcrumbMap)} siteUrl={siteUrl} />;
}
