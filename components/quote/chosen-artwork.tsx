import type { Preflight } from '@/lib/artwork-preflight';

const MB = 1024 * 1024;
const fileSize = (bytes: number) =>
  bytes < MB ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / MB).toFixed(1)} MB`;
const inches = (value: number) => `${Number(value.toFixed(2))}`;

/** What the check read from the file: pixels, or a PDF's pages and page size. */
function fileFacts(preflight?: Preflight): string {
  const facts = preflight?.facts;
  if (facts?.kind === 'raster') return `${facts.widthPx} x ${facts.heightPx} pixels`;
  if (facts?.kind === 'pdf') {
    const pages = facts.pageCount ? `${facts.pageCount} ${facts.pageCount === 1 ? 'page' : 'pages'}` : '';
    const size =
      facts.pageWidthIn && facts.pageHeightIn
        ? `${inches(facts.pageWidthIn)} x ${inches(facts.pageHeightIn)} in`
        : '';
    return ['PDF', pages, size].filter(Boolean).join(', ');
  }
  return '';
}

/** The artwork file chosen: its picture (or its extension), name, size and what the check read, to replace or remove. */
export function ChosenArtwork({
  file,
  thumbnail,
  preflight,
  uploading,
  onReplace,
  onRemove,
}: {
  file: File;
  thumbnail?: string;
  preflight?: Preflight;
  uploading: boolean;
  onReplace: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-300 p-3">
      {thumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for the image optimizer to fetch
        <img src={thumbnail} alt="" className="h-20 w-20 rounded border border-slate-200 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded border border-slate-200 bg-slate-100 text-xs font-bold text-slate-700 uppercase"
        >
          {file.name.split('.').pop()}
        </span>
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-all text-slate-900">Selected: {file.name}</p>
        <p className="text-slate-700">
          {[fileSize(file.size), fileFacts(preflight)].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={uploading}
          onClick={onReplace}
          className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-900 disabled:opacity-50"
        >
          Replace file
        </button>
        <button
          type="button"
          disabled={uploading}
          onClick={onRemove}
          className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-50"
        >
          Remove file
        </button>
      </div>
    </div>
  );
}
