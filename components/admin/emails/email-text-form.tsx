'use client';

import { useActionState, useState } from 'react';
import type { EmailTextDefault } from '@/content/email-texts';
import {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  emailTextProblems,
  fillPlaceholders,
  fillSubject,
} from '@/lib/email-texts';
import { buttonClass } from '@/components/ui/button';
import { FormMessage } from '../form-message';
import { idleForm, type FormAction, type FormState } from '../form-state';

const fieldClass =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 focus:ring-2 focus:ring-orange-700 focus:outline-none';

/**
 * An e-mail text's editor: subject and body, the placeholders it may use, and a preview
 * filled with sample values as staff type. The same checks the server makes show as they
 * type; the server's answer is the one that counts.
 */
export function EmailTextForm({
  textKey,
  definition,
  subject: storedSubject,
  body: storedBody,
  save,
  reset,
}: {
  textKey: string;
  definition: EmailTextDefault;
  subject: string;
  body: string;
  save: FormAction;
  reset: FormAction;
}) {
  const [state, formAction, pending] = useActionState(save, idleForm);
  const [subject, setSubject] = useState(storedSubject);
  const [body, setBody] = useState(storedBody);
  const [resetState, resetAction, resetting] = useActionState(
    async (previous: FormState, formData: FormData) => {
      const answer = await reset(previous, formData);
      if (answer.status === 'ok') {
        setSubject(definition.subject);
        setBody(definition.body);
      }
      return answer;
    },
    idleForm,
  );
  const problems = emailTextProblems(definition, { subject, body });
  // The server's refusal stands while the field still holds what was refused.
  const refused = (field: 'subject' | 'body', value: string) =>
    state.values?.[field] === value ? state.errors?.[field] : undefined;
  const subjectError = problems.subject ?? refused('subject', subject);
  const bodyError = problems.body ?? refused('body', body);
  const samples = Object.fromEntries(
    Object.entries(definition.placeholders).map(([name, placeholder]) => [name, placeholder.sample]),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form action={formAction} className="space-y-4" aria-label="Edit the e-mail text" noValidate>
        <input type="hidden" name="key" value={textKey} />
        <div>
          <label htmlFor="email-subject" className="block text-sm font-semibold text-slate-800">
            Subject <span aria-hidden="true">*</span>
          </label>
          <input
            id="email-subject"
            name="subject"
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            maxLength={EMAIL_SUBJECT_MAX_LENGTH}
            aria-invalid={subjectError ? true : undefined}
            aria-describedby={subjectError ? 'email-subject-error' : undefined}
            className={`${fieldClass} ${subjectError ? 'border-red-700' : 'border-slate-300'}`}
          />
          {subjectError ? (
            <p id="email-subject-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {subjectError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="email-body" className="block text-sm font-semibold text-slate-800">
            Text <span aria-hidden="true">*</span>
          </label>
          <textarea
            id="email-body"
            name="body"
            rows={14}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            maxLength={EMAIL_BODY_MAX_LENGTH}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={['email-placeholders', bodyError && 'email-body-error']
              .filter(Boolean)
              .join(' ')}
            className={`${fieldClass} ${bodyError ? 'border-red-700' : 'border-slate-300'}`}
          />
          {bodyError ? (
            <p id="email-body-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {bodyError}
            </p>
          ) : null}
        </div>
        <div id="email-placeholders">
          <h2 className="text-sm font-semibold text-slate-800">Placeholders</h2>
          <dl className="mt-1 space-y-1 text-sm">
            {Object.entries(definition.placeholders).map(([name, placeholder]) => (
              <div key={name}>
                <dt className="inline font-mono font-semibold">{`{{${name}}}`}</dt>
                <dd className="inline text-slate-700">
                  {` ${placeholder.required ? '(required) ' : ''}${placeholder.description}`}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <button
          type="submit"
          disabled={pending}
          className={`${buttonClass('primary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
        >
          {pending ? 'Saving…' : 'Save'}
        </button>
        <FormMessage state={state} />
      </form>
      <section aria-labelledby="email-preview-heading" className="min-w-0 space-y-2">
        <h2 id="email-preview-heading" className="text-lg font-bold">
          Preview with sample values
        </h2>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-sm break-words">
            <span className="font-semibold">Subject:</span> <span>{fillSubject(subject, samples)}</span>
          </p>
          <pre className="mt-3 font-sans text-sm break-words whitespace-pre-wrap text-slate-900">
            {fillPlaceholders(body, samples)}
          </pre>
        </div>
      </section>
      <form
        action={resetAction}
        className="space-y-2 lg:col-start-1"
        aria-label="Reset to the default wording"
      >
        <input type="hidden" name="key" value={textKey} />
        <button
          type="submit"
          disabled={resetting}
          className={`${buttonClass('secondary', 'compact')} focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:ring-offset-2 focus-visible:outline-none`}
        >
          Reset to the default wording
        </button>
        <FormMessage state={resetState} />
      </form>
    </div>
  );
}
