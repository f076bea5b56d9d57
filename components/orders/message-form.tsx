'use client';

import { useActionState, useRef } from 'react';
import { FormMessage } from '@/components/admin/form-message';
import { idleForm, type FormAction, type FormState } from '@/components/admin/form-state';
import { buttonClass } from '@/components/ui/button';
import { QUOTE_MESSAGE_MAX_LENGTH } from '@/lib/constants';
import { artworkFileProblem } from '@/lib/quotes';
import { uploadThroughStore, type PresignUpload } from '@/lib/storage';
import { artworkAccept, artworkContentType } from '@/lib/storage';

type Props = {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  /** What the form posts besides the message (the quote's id, or its number and link token). */
  hidden: Record<string, string>;
  presign: PresignUpload;
  send: FormAction;
  label: string;
  /** The submit buttons, each posting its `value` as `audience` when given. */
  buttons: { label: string; value?: string; variant?: 'primary' | 'secondary' }[];
};

const fieldClass =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none';

/**
 * A message on a quote's conversation, for staff and customer alike: an optional attachment
 * goes to the artwork store first (its type, size and first bytes checked there), then the
 * message posts with the stored file's URL. A refusal keeps what was typed.
 */
export function MessageForm({ id, hidden, presign, send, label, buttons }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(async (previous: FormState, formData: FormData) => {
    const message = String(formData.get('message') ?? '');
    const refuse = (problem: string): FormState => ({
      status: 'error',
      message: problem,
      errors: { file: problem },
      values: { message },
    });
    const fields = new FormData();
    for (const [name, value] of formData) if (typeof value === 'string') fields.set(name, value);
    const file = formData.get('file');
    if (file instanceof File && file.size > 0) {
      const problem = artworkFileProblem(file);
      const fileType = artworkContentType(file.name, file.type);
      if (problem || !fileType) return refuse(problem ?? 'This file cannot be sent.');
      const upload = await uploadThroughStore(file, fileType, presign);
      if ('error' in upload) return refuse(upload.error);
      fields.set('fileUrl', upload.fileUrl);
      fields.set('fileName', file.name);
      fields.set('fileType', fileType);
    }
    const answer = await send(previous, fields);
    if (answer.status === 'ok') formRef.current?.reset();
    return answer;
  }, idleForm);
  const messageError = state.errors?.message;
  const fileError = state.errors?.file;
  return (
    <form ref={formRef} action={formAction} className="space-y-3" aria-label={label} noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-slate-800">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          maxLength={QUOTE_MESSAGE_MAX_LENGTH}
          key={state.status === 'error' ? state.values?.message : 'sent'}
          defaultValue={state.status === 'error' ? (state.values?.message ?? '') : ''}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
          className={`${fieldClass} ${messageError ? 'border-red-700' : 'border-slate-300'}`}
        />
        {messageError ? (
          <p id={`${id}-message-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-semibold text-slate-800">
          Attach a file (optional: PDF or image, up to 50 MB)
        </label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept={artworkAccept}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : undefined}
          className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
        />
        {fileError ? (
          <p id={`${id}-file-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <button
            key={button.label}
            type="submit"
            name={button.value ? 'audience' : undefined}
            value={button.value}
            disabled={pending}
            className={`${buttonClass(button.variant ?? 'primary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
          >
            {pending ? 'Sending…' : button.label}
          </button>
        ))}
      </div>
      <FormMessage state={state} />
    </form>
  );
}
