import { lazy, Suspense, useRef, useState, type DragEvent } from 'react';
import { uploadOptions } from '@/content/quote-products';
import type { Preflight } from '@/lib/artwork-preflight';
import { artworkFileProblem } from '@/lib/quotes';
import { artworkAccept } from '@/lib/storage';
import { ArtworkCheck } from '../artwork-check';
import { ChosenArtwork } from '../chosen-artwork';
import { ChoiceGroup, FieldError } from '../fields';
import { useArtworkPicture } from '../use-artwork-picture';
import { titleOf } from '../wizard-steps';

// Loaded when artwork is chosen: its code (and the tracing worker's) stays out of the wizard's first load.
const ArtworkPreview = lazy(() =>
  import('../artwork-preview').then((module) => ({ default: module.ArtworkPreview })),
);

/** How the artwork reaches the shop: uploaded now, checked and drawn as the product, or sent later. */
export function UploadStep({
  heading = titleOf('upload'),
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
  /** Its heading in the wizard (shown on its own, the step's title). */
  heading?: string;
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
        legend={heading}
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
            <ChosenArtwork
              file={file}
              thumbnail={thumbnail}
              preflight={preflight}
              uploading={uploading}
              onReplace={() => input.current?.click()}
              onRemove={remove}
            />
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
