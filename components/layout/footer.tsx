import Link from 'next/link';
import { footerColumns } from '@/content/navigation';
import { formatPostalAddress, site } from '@/content/site';
import { CurrentYear } from './current-year';
import { LogoMark } from './logo';
import { belowTheFold } from '@/components/layout/below-the-fold';

export function Footer() {
  return (
    <footer {...belowTheFold} className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-[1.5fr_repeat(5,1fr)]">
        <div className="space-y-3">
          <div className="flex items-center gap-2 text-lg font-bold text-white">
            <LogoMark className="h-8 w-8" />
            {site.name}
          </div>
          <p className="text-sm text-slate-300">{site.tagline}</p>
          <p className="text-sm text-slate-300">{site.shipping}</p>
          <address className="text-sm not-italic text-slate-300">
            {formatPostalAddress()}
            <br />
            <a href={`tel:${site.phone.e164}`} className="hover:text-white">
              {site.phone.display}
            </a>
            {' · '}
            <a href={`mailto:${site.email}`} className="hover:text-white">
              {site.email}
            </a>
          </address>
          <ul className="flex gap-4 text-sm" aria-label="Social media">
            {site.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.href}
                  rel="noopener"
                  className="text-slate-300 hover:text-white hover:underline"
                >
                  {profile.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    prefetch={false}
                    className="text-slate-300 hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-400">
          © <CurrentYear renderedYear={new Date().getFullYear()} /> {site.name} All rights reserved.
        </p>
      </div>
    </footer>
  );
}
