import type { ChangeEvent, ReactNode } from 'react';

/** A field's messages, announced and tied to it by id (aria-describedby). */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <div id={id} className="mt-1 text-sm font-medium text-red-700" role="alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

type Option = { value: string; label: string; hint?: string };

/** A set of radio cards with a legend; one of them may be chosen. */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  errors,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset
      aria-describedby={errors?.length ? errorId : undefined}
      aria-invalid={errors?.length ? true : undefined}
    >
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-orange-700 has-checked:bg-orange-50 has-focus-visible:outline-3 has-focus-visible:outline-orange-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 h-4 w-4 accent-orange-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.hint && <span className="block text-sm text-slate-700">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} messages={errors} />
    </fieldset>
  );
}

/** A labelled text input with its errors. */
export function TextField({
  id,
  label,
  value,
  onChange,
  errors,
  optional,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  optional?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  min?: number;
  max?: number;
  step?: number | string;
  maxLength?: number;
  readOnly?: boolean;
  onBlur?: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {optional && <span className="font-normal text-slate-700"> (optional)</span>}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900 read-only:bg-slate-100 aria-invalid:border-red-700"
        {...input}
      />
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

/** A labelled select with a prompt option (value '') and its errors. */
export function SelectField({
  id,
  label,
  prompt,
  options,
  value,
  onChange,
  errors,
  autoComplete,
}: {
  id: string;
  label: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  autoComplete?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        autoComplete={autoComplete}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700"
      >
        <option value="">{prompt}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} messages={errors} />
    </div>
  );
}

/** One step of the wizard, a section the wizard can scroll to. */
export function Step({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="rounded-xl border border-slate-200 p-5 shadow-sm">
      {children}
    </section>
  );
}
