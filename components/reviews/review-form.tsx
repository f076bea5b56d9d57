'use client';

import { useActionState, useEffect, useRef, useState, type ReactNode } from 'react';
import { SubmitButton } from '@/components/admin/action-form';
import { idleForm, type FormAction } from '@/components/admin/form-state';
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH, REVIEWER_NAME_MAX_LENGTH } from '@/lib/constants';
import { StarChoice } from './star-choice';

/** What the form shows before anything is typed: the review being edited, or the defaults. */
export type ReviewDefaults = { rating?: number; title: string; body: string; reviewerName: string };

const inputClass =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none';

/** A field's label, control and announced error, linked by aria-describedby. */
function Labelled({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(describedBy)}
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
    </div>
  );
}

/**
 * The buyer's review form: stars, title, text, an optional photo and the name to show. A refused
 * post comes back as it was typed with each field's error; the answer (error summary or thanks)
 * takes the focus so it is read out at once.
 */
export function ReviewForm({
  action,
  invite,
  defaults,
  photoMaxBytes,
  photoTooLargeMessage,
}: {
  action: FormAction;
  invite: string;
  defaults: ReviewDefaults;
  photoMaxBytes: number;
  /** Said at once when a picked photo is over photoMaxBytes (the server would not even take the post). */
  photoTooLargeMessage: string;
}) {
  const [state, formAction] = useActionState(action, idleForm);
  const [photoTooLarge, setPhotoTooLarge] = useState(false);
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status !== 'idle') answer.current?.focus();
  }, [state]);

  if (state.status === 'ok') {
    return (
      <div
        ref={answer}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-green-50 p-4 text-green-900 focus:outline-none"
      >
        <p className="font-semibold">{state.message}</p>
        <p className="mt-1 text-sm">Until then you can change it through the same link.</p>
      </div>
    );
  }
  const errors = state.errors ?? {};
  const typed = (name: keyof ReviewDefaults) =>
    state.status === 'error' ? (state.values?.[name] ?? '') : String(defaults[name] ?? '');
  const typedRating = Number(typed('rating')) || undefined;
  const fieldClass = (name: string) =>
    `${inputClass} ${errors[name] ? 'border-red-700' : 'border-slate-300'}`;

  return (
    <form action={formAction} noValidate className="flex flex-col gap-5" aria-label="Your review">
      {state.status === 'error' && (
        <div
          ref={answer}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-4 font-semibold text-red-800 focus:outline-none"
        >
          {state.message}
        </div>
      )}
      <input type="hidden" name="invite" value={invite} />
      <StarChoice key={typedRating} defaultValue={typedRating} error={errors.rating} />
      <Labelled id="review-title" label="Title" required error={errors.title}>
        {(describedBy) => (
          <input
            id="review-title"
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX_LENGTH}
            defaultValue={typed('title')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass('title')}
          />
        )}
      </Labelled>
      <Labelled
        id="review-body"
        label="Your review"
        required
        hint="What did you order them for, and how did they turn out?"
        error={errors.body}
      >
        {(describedBy) => (
          <textarea
            id="review-body"
            name="body"
            rows={6}
            required
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            defaultValue={typed('body')}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass('body')}
          />
        )}
      </Labelled>
      <Labelled
        id="review-photo"
        label="Photo (optional)"
        hint={`JPEG, PNG or WebP, up to ${photoMaxBytes / 1024 / 1024} MB. We remove its location and camera details.`}
        error={photoTooLarge ? photoTooLargeMessage : errors.photo}
      >
        {(describedBy) => (
          <input
            type="file"
            id="review-photo"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const tooLarge = (event.currentTarget.files?.[0]?.size ?? 0) > photoMaxBytes;
              if (tooLarge) event.currentTarget.value = '';
              setPhotoTooLarge(tooLarge);
            }}
            aria-invalid={photoTooLarge || errors.photo ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-200"
          />
        )}
      </Labelled>
      <Labelled
        id="review-name"
        label="Name shown with your review"
        required
        hint="Your first name and initial unless you change it."
        error={errors.reviewerName}
      >
        {(describedBy) => (
          <input
            id="review-name"
            name="reviewerName"
            required
            maxLength={REVIEWER_NAME_MAX_LENGTH}
            defaultValue={typed('reviewerName')}
            aria-invalid={errors.reviewerName ? true : undefined}
            aria-describedby={describedBy}
            className={fieldClass('reviewerName')}
          />
        )}
      </Labelled>
      <div>
        <SubmitButton>Send review</SubmitButton>
      </div>
    </form>
  );
}
