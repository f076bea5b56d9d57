import { breadcrumbMap, notFoundCrumb, type Crumb } from '@/content/breadcrumbs';
import { navbarLinks, type NavLink } from '@/content/navigation';

export type Breadcrumb = { label: string; href: string };

/** The link whose match prefixes fit the path most specifically is the active one. */
export function activeNavHref(pathname: string, links: NavLink[] = navbarLinks): string | undefined {
  let best: { href: string; length: number } | undefined;
  for (const link of links) {
    for (const prefix of link.matches ?? [link.href]) {
      const fits = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (fits && (!best || prefix.length > best.length)) best = { href: link.href, length: prefix.length };
    }
  }
  return best?.href;
}

function normalizePath(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : '/';
}

/** A path's crumb: its own, or its folder's `*` entry (any last segment, such as a quote's number). */
function crumbOf(map: Record<string, Crumb>, path: string): Crumb | undefined {
  return map[path] ?? map[path.replace(/[^/]+$/, '*')];
}

/** Home, then the parents, then the page; a path outside the map ends in "Page Not Found". */
export function breadcrumbTrail(pathname: string, map: Record<string, Crumb> = breadcrumbMap): Breadcrumb[] {
  const path = normalizePath(pathname);
  const trail: Breadcrumb[] = [];
  const seen = new Set<string>();
  for (let current: string | undefined = path; current && !seen.has(current);) {
    seen.add(current);
    const crumb = crumbOf(map, current);
    if (!crumb) break;
    trail.unshift({ label: crumb.label, href: current });
    current = crumb.parent;
  }
  if (trail[0]?.href !== '/') trail.unshift({ label: map['/']?.label ?? 'Home', href: '/' });
  if (!crumbOf(map, path)) trail.push({ label: notFoundCrumb, href: path });
  return trail;
}

/** Product pages (/stickers/{category}/{product}, /labels/{id}), whose crumbs come from the catalogue. */
export function isCatalogueProductPath(pathname: string): boolean {
  return /^\/(stickers\/[^/]+\/[^/]+|labels\/[^/]+)$/.test(normalizePath(pathname));
}
