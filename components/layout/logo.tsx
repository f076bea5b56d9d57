import { site } from '@/content/site';

/** The shop's mark: a peeling sticker over a wave, drawn for this site (also public/logo.svg). */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="44" height="44" rx="12" fill="#0f2a44" />
      <path d="M8 30c5-4 9-4 14 0s9 4 14 0 7-3 7-3v9a8 8 0 0 1-8 8H16a8 8 0 0 1-8-8Z" fill="#1e6091" />
      <path d="M8 34c5-4 9-4 14 0s9 4 14 0 7-3 7-3v5a8 8 0 0 1-8 8H16a8 8 0 0 1-8-8Z" fill="#c2410c" />
      <path d="M15 12h14l6 6v8H15Z" fill="#fff" />
      <path d="M29 12v6h6Z" fill="#fdba74" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="text-lg leading-none font-extrabold tracking-tight text-slate-900 max-sm:hidden">
        {site.shortName}
        <span className="text-orange-700"> Co.</span>
      </span>
    </span>
  );
}
