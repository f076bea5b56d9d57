import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';

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

type Option = {
  value: string;
  label: string;
  /** Part of the choice's name, e.g. a quantity's price each. */
  hint?: string;
  /** What the choice gives, read as its description, e.g. what "HD 4 Layer" means. */
  explanation?: string;
  /** A small decorative drawing of the choice. */
  picture?: ReactNode;
};

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
              aria-describedby={option.explanation ? `${name}-${option.value}-explained` : undefined}
              className="mt-1 h-4 w-4 shrink-0 accent-orange-700"
            />
            {option.picture}
            <span>
              <span className="block font-medium text-slate-900">{option.label}</span>
              {option.hint && <span className="block text-sm text-slate-700">{option.hint}</span>}
              {/* Not part of the name ("Gloss"): read after it, as its description. */}
              {option.explanation && (
                <span
                  id={`${name}-${option.value}-explained`}
                  aria-hidden="true"
                  className="block text-sm text-slate-700"
                >
                  {option.explanation}
                </span>
              )}
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

/** What a finished step reads as when folded: its name ("Finish") and the choice ("Matte"). */
export type StepSummary = { name: string; value: string };

/**
 * One step of the wizard, a section the wizard can scroll to. On phones (< 640 px) a finished
 * step (one with a `summary`) folds to one line with a "Change" button that opens it again and
 * puts focus on its choice. A step folds when it is finished on arrival (a restored or linked
 * quote), when a choice is made in it by pointer, or when the keyboard tabs out of it: never
 * while arrow keys move through its choices, and never on focus leaving under a pointer (the
 * page would move under the tap).
 */
export function Step({ id, summary, children }: { id: string; summary?: StepSummary; children: ReactNode }) {
  const [folded, setFolded] = useState(summary !== undefined);
  const lastInput = useRef<'pointer' | 'keyboard' | 'tab'>(undefined);
  const section = useRef<HTMLElement>(null);
  // Where focus goes once the step has folded or opened: its Change button, or its choice.
  const focusNext = useRef<'change' | 'choice'>(undefined);
  const value = summary?.value;

  // A choice arriving from outside (the saved draft or a link, read after hydration) or made by
  // pointer folds the step; one made with arrow keys waits for the keyboard to leave.
  useEffect(() => {
    if (value === undefined || lastInput.current === 'keyboard' || lastInput.current === 'tab') return;
    if (lastInput.current === 'pointer') focusNext.current = 'change';
    setFolded(true);
  }, [value]);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (folded && target === 'change') {
      section.current?.querySelector<HTMLElement>('[data-step-change]')?.focus({ preventScroll: true });
    } else if (!folded && target === 'choice') {
      const inputs = section.current?.querySelectorAll<HTMLInputElement>('input, select');
      const checked = [...(inputs ?? [])].find((input) => input.type === 'radio' && input.checked);
      (checked ?? inputs?.[0])?.focus();
    }
  }, [folded]);

  const shownFolded = folded && summary !== undefined;
  return (
    <section
      id={id}
      ref={section}
      onPointerDown={() => (lastInput.current = 'pointer')}
      onKeyDown={(event) => (lastInput.current = event.key === 'Tab' ? 'tab' : 'keyboard')}
      onBlur={(event) => {
        const leaving = !event.currentTarget.contains(event.relatedTarget as Node | null);
        if (leaving && summary && lastInput.current === 'tab') setFolded(true);
      }}
      className={`rounded-xl border border-slate-200 p-5 shadow-sm ${shownFolded ? 'max-sm:px-4 max-sm:py-2' : 'max-sm:p-4'}`}
    >
      {shownFolded && (
        <div className="flex items-center justify-between gap-3 sm:hidden">
          <p className="min-w-0 truncate text-slate-900">
            <span className="font-semibold">{summary.name}:</span> {summary.value}
          </p>
          <button
            type="button"
            data-step-change
            onClick={() => {
              focusNext.current = 'choice';
              lastInput.current = undefined;
              setFolded(false);
            }}
            className="shrink-0 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-900"
          >
            Change<span className="sr-only"> {summary.name.toLowerCase()}</span>
          </button>
        </div>
      )}
      <div className={shownFolded ? 'max-sm:hidden' : undefined}>{children}</div>
    </section>
  );
}
