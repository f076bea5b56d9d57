'use client';

import { useActionState, useState } from 'react';
import { FormMessage } from '@/components/admin/form-message';
import { idleForm, type FormAction, type FormState } from '@/components/admin/form-state';
import { ChoiceGroup, FieldError, SelectField, TextField } from '@/components/quote/fields';
import { buttonClass } from '@/components/ui/button';
import { uploadThroughStore, type PresignUpload } from '@/lib/storage';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TYPES, certificateFileMessages } from '@/lib/tax';

type Option = { value: string; label: string };
const isCertificateType = (type: string): type is (typeof CERTIFICATE_TYPES)[number] =>
  (CERTIFICATE_TYPES as readonly string[]).includes(type);

type Details = { kind: string; state: string; number: string; expiresOn: string };

const fileError = (message: string): FormState => ({ status: 'error', message, errors: { file: message } });

/**
 * Sends a resale or exemption certificate: the file goes to the artwork store through an
 * upload link (type and size checked here for a quick answer, and again on the server), then
 * the details and the stored file go to the server action.
 */
export function CertificateForm({
  presign,
  submit,
  kindOptions,
  stateOptions,
}: {
  presign: PresignUpload;
  submit: FormAction;
  /** Given by the server page, so the lists and their labels ship as data, not code. */
  kindOptions: Option[];
  stateOptions: Option[];
}) {
  const [details, setDetails] = useState<Details>({ kind: 'resale', state: 'CA', number: '', expiresOn: '' });
  const [state, formAction, pending] = useActionState(async (previous: FormState, formData: FormData) => {
    const file = formData.get('file');
    if (!(file instanceof File) || file.size === 0) return fileError(certificateFileMessages.missing);
    if (!isCertificateType(file.type)) return fileError(certificateFileMessages.type);
    if (file.size > CERTIFICATE_MAX_BYTES) return fileError(certificateFileMessages.tooLarge);
    const upload = await uploadThroughStore(file, file.type, presign);
    if ('error' in upload) return fileError(upload.error);
    const fields = new FormData();
    for (const [key, value] of Object.entries(details)) fields.set(key, value);
    fields.set('fileUrl', upload.fileUrl);
    fields.set('fileName', file.name);
    fields.set('fileType', file.type);
    const answer = await submit(previous, fields);
    if (answer.status === 'ok') setDetails((current) => ({ ...current, number: '', expiresOn: '' }));
    return answer;
  }, idleForm);
  const errorsOf = (field: string) => (state.errors?.[field] ? [state.errors[field]] : undefined);
  const set = (field: keyof Details) => (value: string) =>
    setDetails((current) => ({ ...current, [field]: value }));
  const fileErrors = errorsOf('file');
  return (
    <form action={formAction} className="space-y-5" aria-labelledby="upload-heading" noValidate>
      <ChoiceGroup
        name="kind"
        legend="Kind of certificate"
        options={kindOptions}
        value={details.kind}
        onChange={set('kind')}
        errors={errorsOf('kind')}
      />
      <SelectField
        id="certificate-state"
        label="State it was issued for"
        prompt="Choose a state"
        options={stateOptions}
        value={details.state}
        onChange={set('state')}
        errors={errorsOf('state')}
      />
      <TextField
        id="certificate-number"
        label="Certificate or permit number"
        value={details.number}
        onChange={set('number')}
        errors={errorsOf('number')}
        autoComplete="off"
        maxLength={40}
      />
      <TextField
        id="certificate-expiry"
        label="Expiry date"
        type="date"
        value={details.expiresOn}
        onChange={set('expiresOn')}
        errors={errorsOf('expiresOn')}
      />
      <div>
        <label htmlFor="certificate-file" className="block text-sm font-medium text-slate-900">
          Certificate file (PDF, PNG or JPEG, at most 10 MB)
        </label>
        <input
          id="certificate-file"
          name="file"
          type="file"
          accept={CERTIFICATE_TYPES.join(',')}
          aria-invalid={fileErrors ? true : undefined}
          aria-describedby={fileErrors ? 'certificate-file-error' : undefined}
          className="mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:font-semibold focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
        />
        <FieldError id="certificate-file-error" messages={fileErrors} />
      </div>
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClass('primary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
      >
        {pending ? 'Sending…' : 'Send certificate'}
      </button>
      <FormMessage state={state} />
    </form>
  );
}
