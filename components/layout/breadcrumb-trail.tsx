import Link from 'next/link';
import type { Breadcrumb } from '@/lib/navigation';

/** A breadcrumb trail; the last crumb is plain text. Also emitted as JSON-LD. */
export function BreadcrumbTrail({ trail, siteUrl }: { trail: Breadcrumb[]; siteUrl: string }) {
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.href === '/' ? '' : crumb.href}`,
    })),
  };

  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-7xl px-4 pt-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} className="hover:text-slate-950 hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(structuredData).replace(/</g, '\\u003c') }}
      />
    </nav>
  );
}
