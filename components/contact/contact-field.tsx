import type { ChangeEvent } from 'react';

const control =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-orange-700 focus:outline-none aria-invalid:border-red-700';

/** A labelled input or textarea whose error is tied to it and announced when it appears. */
export function ContactField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  multiline = false,
  type = 'text',
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    onChange,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
    className: `${control} ${error ? 'border-red-700' : 'border-slate-300'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {multiline ? (
        <textarea rows={6} {...shared} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      <p id={errorId} aria-live="polite" className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
