'use client';

import { createContext, use, useActionState, useState, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';
import { buttonClass, type ButtonVariant } from '@/components/ui/button';
import { FormMessage } from './form-message';
import { idleForm, type FormAction, type FormState } from './form-state';

const FormStateContext = createContext<FormState>(idleForm);

/**
 * A console form posting to a server action: the fields below read their error and the value
 * the user typed from the action's answer, and the form's own message is announced.
 */
export function ActionForm({
  action,
  children,
  className,
  label,
  messageFirst = false,
}: {
  action: FormAction;
  children: ReactNode;
  className?: string;
  /** The form's accessible name, when a heading does not already give it one. */
  label?: string;
  /** The answer above the fields, not below: a form whose fields run long (the board). */
  messageFirst?: boolean;
}) {
  const [state, formAction] = useActionState(action, idleForm);
  return (
    <form action={formAction} className={className} aria-label={label} noValidate>
      <FormStateContext value={state}>
        {messageFirst ? <FormMessage state={state} /> : null}
        {children}
        {messageFirst ? null : <FormMessage state={state} />}
      </FormStateContext>
    </form>
  );
}

type FieldProps = {
  name: string;
  label: string;
  /** Unique on the page: several forms may have a field of the same name. */
  id: string;
  type?: 'text' | 'email' | 'search' | 'number' | 'date';
  multiline?: boolean;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  /** What the field holds before anything is typed (a record being edited). */
  defaultValue?: string;
  /** The server's limit: the browser stops typing there, so a pasted page never becomes a refused post. */
  maxLength?: number;
  /** The label is read out but not shown (a table cell whose column heading says it). */
  hideLabel?: boolean;
};

const inputClass =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none';

/** A field's hint and its error (announced), with the ids its aria-describedby names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text field with its error announced and linked (aria-describedby). */
export function Field({
  name,
  label,
  id,
  type = 'text',
  multiline,
  required,
  hint,
  autoComplete,
  defaultValue = '',
  maxLength,
  hideLabel,
}: FieldProps) {
  const state = use(FormStateContext);
  const error = state.errors?.[name];
  const value = state.status === 'error' ? (state.values?.[name] ?? '') : defaultValue;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    maxLength,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${inputClass} ${error ? 'border-red-700' : 'border-slate-300'}`,
  };
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-semibold text-slate-800'}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...common} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A refusal that concerns a group of fields (`name` is the group's), announced where the group is. */
export function GroupError({ name }: { name: string }) {
  const error = use(FormStateContext).errors?.[name];
  return error ? (
    <p role="alert" className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** A labelled choice among fixed options, its error announced like a text field's. */
export function SelectField({
  name,
  label,
  id,
  options,
  defaultValue,
}: {
  name: string;
  label: string;
  id: string;
  options: readonly { value: string; label: string }[];
  /** The option chosen before anything is picked (a record being edited); else the first. */
  defaultValue?: string;
}) {
  const state = use(FormStateContext);
  const error = state.errors?.[name];
  const value = state.status === 'error' ? state.values?.[name] : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? defaultValue ?? options[0]?.value}
        key={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-slate-300'}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled file picker with its error announced like a text field's (a browser never refills
 * one). A file over `maxBytes` is refused as soon as it is picked: the server action would not
 * even receive a body that large (next.config.ts), and the form could not say why.
 */
export function FileField({
  name,
  label,
  id,
  accept,
  hint,
  maxBytes,
  tooLargeMessage,
}: {
  name: string;
  label: string;
  id: string;
  accept: string;
  hint?: string;
  maxBytes: number;
  tooLargeMessage: string;
}) {
  const state = use(FormStateContext);
  const [pickedTooLarge, setPickedTooLarge] = useState(false);
  const error = pickedTooLarge ? tooLargeMessage : state.errors?.[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        type="file"
        id={id}
        name={name}
        accept={accept}
        onChange={(event) => {
          const tooLarge = (event.currentTarget.files?.[0]?.size ?? 0) > maxBytes;
          if (tooLarge) event.currentTarget.value = '';
          setPickedTooLarge(tooLarge);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-200"
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A submit button that says it is working while its form's action runs. */
export function SubmitButton({
  children,
  name,
  value,
  variant = 'primary',
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  variant?: ButtonVariant;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending}
      className={`${buttonClass(variant, 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
    >
      {children}
    </button>
  );
}

/** A labelled check box; a refused form comes back ticked as the user left it. */
export function CheckboxField({
  name,
  label,
  id,
  hint,
  defaultChecked = false,
}: {
  name: string;
  label: string;
  id: string;
  hint?: string;
  defaultChecked?: boolean;
}) {
  const state = use(FormStateContext);
  const checked = state.status === 'error' ? state.values?.[name] === 'on' : defaultChecked;
  return (
    <div className="flex items-start gap-2">
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 h-4 w-4 accent-orange-700 focus-visible:ring-2 focus-visible:ring-orange-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One of several check boxes posting values under one name (the board's cards): a refused form
 * comes back with the ones the user ticked (the action answers them joined by commas).
 */
export function PickBox({
  name,
  value,
  label,
  id,
}: {
  name: string;
  value: string;
  label: string;
  id: string;
}) {
  const state = use(FormStateContext);
  const ticked = state.status === 'error' && (state.values?.[name] ?? '').split(',').includes(value);
  return (
    <input
      type="checkbox"
      id={id}
      name={name}
      value={value}
      aria-label={label}
      defaultChecked={ticked}
      key={String(ticked)}
      className="mt-0.5 h-5 w-5 shrink-0 accent-orange-700 focus-visible:ring-2 focus-visible:ring-orange-700"
    />
  );
}
