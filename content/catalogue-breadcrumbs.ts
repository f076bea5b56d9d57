import { breadcrumbMap, type Crumb } from '@/content/breadcrumbs';
import { catalogueCrumbs } from '@/lib/catalogue';

/**
 * The breadcrumb map plus every product page, generated from the catalogue. Kept apart from
 * breadcrumbMap so the catalogue is not part of every page's JavaScript.
 */
export const catalogueBreadcrumbMap: Record<string, Crumb> = { ...breadcrumbMap, ...catalogueCrumbs() };
