import type { InputHTMLAttributes, ReactNode } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Fixed text shown before the input, e.g. the +1 of a phone number. */
  prefix?: string;
  /** A control placed after the input, e.g. the show/hide password toggle. */
  after?: ReactNode;
  /** More description under the hint, e.g. the password checklist; its `id` describes the input. */
  details?: { id: string; content: ReactNode };
};

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  prefix,
  after,
  details,
  className = '',
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, details?.id, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div
        className={`mt-1 flex items-stretch overflow-hidden rounded-md border bg-white focus-within:ring-2 focus-within:ring-orange-700 ${
          error ? 'border-red-700' : 'border-slate-300'
        }`}
      >
        {prefix && (
          <span
            className="flex items-center border-r border-slate-300 bg-slate-50 px-3 text-slate-700"
            aria-hidden="true"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 px-3 py-2 text-slate-900 outline-none"
          {...input}
        />
        {after}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {details?.content}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
