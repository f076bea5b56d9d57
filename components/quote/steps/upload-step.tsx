import { lazy, Suspense, useRef, useState, type DragEvent } from 'react';
import { uploadOptions } from '@/content/quote-products';
import type { Preflight } from '@/lib/artwork-preflight';
import { artworkFileProblem } from '@/lib/quotes/artwork-file';
import { artworkAccept } from '@/lib/storage/file-types';
import { ArtworkCheck } from './artwork-check';
import { ChoiceGroup, FieldError } from './fields';
import { useArtworkPicture } from './use-artwork-picture';

// Loaded when artwork is chosen: its code (and the tracing worker's) stays out of the wizard's first load.
const ArtworkPreview = lazy(() =>
  import('./artwork-preview').then((module) => ({ default: module.ArtworkPreview })),
);

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

export function UploadStep({
  uploadOption,
  productOption,
  size,
  file,
  progress,
  preflight,
  errors,
  onUploadOption,
  onFile,
}: {
  uploadOption: string;
  /** The product option and size chosen, for the preview of the finished product. */
  productOption: string;
  size?: { width: number; height: number };
  file?: File;
  progress?: number;
  preflight?: Preflight;
  errors?: string[];
  onUploadOption: (value: string) => void;
  onFile: (file: File | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Why the file just chosen was refused: said at once, before anything is sent.
  const [refusal, setRefusal] = useState<string>();
  const thumbnail = useArtworkPicture(file);
  const uploading = progress !== undefined;

  // A file the server would refuse (too large, or a type it does not take) is never taken:
  // the file chosen before it, if any, stays.
  const choose = (chosen: File) => {
    const problem = artworkFileProblem(chosen);
    setRefusal(problem);
    if (!problem) onFile(chosen);
    else if (input.current) input.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !uploading) choose(dropped);
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    setRefusal(undefined);
    onFile(undefined);
  };
  const fileErrors = refusal ? [refusal] : errors;

  return (
    <div className="space-y-4">
      <ChoiceGroup
        name="uploadOption"
        legend="Artwork"
        options={uploadOptions}
        value={uploadOption}
        onChange={onUploadOption}
      />
      {uploadOption === 'upload' && (
        <div className="space-y-3">
          <label
            htmlFor="artwork-file"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`block cursor-pointer rounded-lg border-2 border-dashed p-6 text-center has-focus-visible:outline-3 has-focus-visible:outline-orange-700 ${
              dragging ? 'border-orange-700 bg-orange-50' : 'border-slate-400 bg-white'
            } ${fileErrors?.length ? 'border-red-700' : ''}`}
          >
            <span className="block font-medium text-slate-900">
              Artwork file (PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD, up to 50 MB)
            </span>
            <span className="mt-1 block text-sm text-slate-700">
              {file ? 'Drop another file here to replace it, or ' : 'Drag and drop it here, or '}
              <span className="font-semibold text-orange-700 underline">choose a file</span>
            </span>
            <input
              ref={input}
              id="artwork-file"
              type="file"
              accept={artworkAccept}
              disabled={uploading}
              onChange={(event) => event.target.files?.[0] && choose(event.target.files[0])}
              aria-invalid={fileErrors?.length ? true : undefined}
              aria-describedby={fileErrors?.length ? 'artwork-file-error' : undefined}
              className="sr-only"
            />
          </label>
          {file && (
            <div className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-300 p-3">
              {thumbnail ? (
                // eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for the image optimizer to fetch
                <img
                  src={thumbnail}
                  alt=""
                  className="h-20 w-20 rounded border border-slate-200 object-contain"
                />
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
                  onClick={() => input.current?.click()}
                  className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-900 disabled:opacity-50"
                >
                  Replace file
                </button>
                <button
                  type="button"
                  disabled={uploading}
                  onClick={remove}
                  className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-red-800 disabled:opacity-50"
                >
                  Remove file
                </button>
              </div>
            </div>
          )}
          <FieldError id="artwork-file-error" messages={fileErrors} />
          {uploading && (
            <div>
              <label htmlFor="upload-progress" className="block text-sm font-medium text-slate-900">
                Uploading artwork: {Math.round(progress * 100)}%
              </label>
              <progress
                id="upload-progress"
                max={1}
                value={progress}
                className="mt-1 h-2 w-full accent-orange-700"
              />
            </div>
          )}
          {file &&
            size &&
            (thumbnail ? (
              <Suspense>
                <ArtworkPreview file={file} url={thumbnail} option={productOption} size={size} />
              </Suspense>
            ) : (
              <p className="text-sm text-slate-700">
                Preview after upload: we draw this file as your product on the proof we send you.
              </p>
            ))}
          {file && <ArtworkCheck preflight={preflight} />}
        </div>
      )}
    </div>
  );
}
