import { uploadOptions } from '@/content/quote-products';
import { artworkAccept } from '@/lib/storage/file-types';
import { ChoiceGroup, FieldError } from './fields';

export function UploadStep({
  uploadOption,
  file,
  progress,
  errors,
  onUploadOption,
  onFile,
}: {
  uploadOption: string;
  file?: File;
  progress?: number;
  errors?: string[];
  onUploadOption: (value: string) => void;
  onFile: (file: File | undefined) => void;
}) {
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
        <div>
          <label htmlFor="artwork-file" className="block text-sm font-medium text-slate-900">
            Artwork file (PDF, AI, EPS, SVG, PNG, JPEG, TIFF or PSD, up to 50 MB)
          </label>
          <input
            id="artwork-file"
            type="file"
            accept={artworkAccept}
            onChange={(event) => onFile(event.target.files?.[0])}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? 'artwork-file-error' : undefined}
            className="mt-1 block w-full text-sm text-slate-900 file:mr-4 file:rounded-md file:border-0 file:bg-slate-800 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          {file && <p className="mt-1 text-sm text-slate-700">Selected: {file.name}</p>}
          <FieldError id="artwork-file-error" messages={errors} />
          {progress !== undefined && (
            <div className="mt-3">
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
        </div>
      )}
    </div>
  );
}
