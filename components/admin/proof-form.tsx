'use client';

import { useActionState } from 'react';
import { uploadThroughStore, type PresignUpload } from '@/lib/storage';
import { artworkAccept, artworkContentType, artworkTypeMessage } from '@/lib/storage';
import { buttonClass } from '@/components/ui/button';
import { ORDER_NOTE_MAX_LENGTH } from '@/lib/constants';
import { FormMessage } from './form-message';
import { idleForm, type FormAction, type FormState } from './form-state';

const fileError = (message: string, values: Record<string, string>): FormState => ({
  status: 'error',
  message,
  errors: { file: message },
  values,
});

/**
 * Uploads a proof the way the quote wizard uploads artwork (an upload URL from the store, a
 * PUT of the file, whose type and first bytes the store checks), then sends it with the
 * message through the server action.
 */
export function ProofForm({
  quoteId,
  presign,
  send,
}: {
  quoteId: string;
  presign: PresignUpload;
  send: FormAction;
}) {
  const [state, formAction, pending] = useActionState(async (previous: FormState, formData: FormData) => {
    const message = String(formData.get('message') ?? '');
    const file = formData.get('file');
    if (!(file instanceof File) || file.size === 0)
      return fileError('Please choose the proof file.', { message });
    const fileType = artworkContentType(file.name, file.type);
    if (!fileType) return fileError(artworkTypeMessage, { message });
    const upload = await uploadThroughStore(file, fileType, presign);
    if ('error' in upload) return fileError(upload.error, { message });
    const fields = new FormData();
    fields.set('quoteId', quoteId);
    fields.set('fileUrl', upload.fileUrl);
    fields.set('fileName', file.name);
    fields.set('fileType', fileType);
    fields.set('message', message);
    return send(previous, fields);
  }, idleForm);
  const fileErrorText = state.errors?.file;
  const messageError = state.errors?.message;
  return (
    <form action={formAction} className="space-y-3" aria-labelledby="proof-heading" noValidate>
      <div>
        <label htmlFor="proof-file" className="block text-sm font-semibold text-slate-800">
          Proof file (PDF or image) <span aria-hidden="true">*</span>
        </label>
        <input
          id="proof-file"
          name="file"
          type="file"
          accept={artworkAccept}
          required
          aria-invalid={fileErrorText ? true : undefined}
          aria-describedby={fileErrorText ? 'proof-file-error' : undefined}
          className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
        />
        {fileErrorText ? (
          <p id="proof-file-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {fileErrorText}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="proof-message" className="block text-sm font-semibold text-slate-800">
          Message to the customer <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="proof-message"
          name="message"
          rows={3}
          required
          maxLength={ORDER_NOTE_MAX_LENGTH}
          defaultValue={state.status === 'error' ? (state.values?.message ?? '') : ''}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'proof-message-error' : undefined}
          className={`mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base focus:ring-2 focus:ring-orange-700 focus:outline-none ${messageError ? 'border-red-700' : 'border-slate-300'}`}
        />
        {messageError ? (
          <p id="proof-message-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {messageError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass('primary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
      >
        {pending ? 'Sending…' : 'Send proof'}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
