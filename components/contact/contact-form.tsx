'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNotification } from '@/components/ui/notification';
import { contactFormMessages } from '@/lib/contact';
import type { ContactField as Field, ContactInput } from '@/lib/contact';
import type { ApiErrorBody } from '@/lib/http';
import { ContactField } from './contact-field';
import { buttonClass } from '@/components/ui/button';

type Rules = typeof import('@/lib/contact/schema');

const emptyForm: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };
const fieldNames: Field[] = ['name', 'email', 'subject', 'message'];

let rulesLoading: Promise<Rules> | undefined;
/**
 * The shared zod rules load when the visitor first focuses the form, outside the page's
 * first-load JavaScript and its start-up work: they are needed only once a field is left or
 * the form sent, and until then the empty form is invalid anyway.
 */
const loadRules = () => (rulesLoading ??= import('@/lib/contact/schema'));

async function readError(response: Response): Promise<Partial<ApiErrorBody>> {
  try {
    return (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    return {};
  }
}

/**
 * Spec §5 contact form, sent to POST /api/contact. Errors show once a field is touched;
 * submit stays disabled while the form is invalid; a failure keeps what was typed and says why.
 */
export function ContactForm() {
  const { notify } = useNotification();
  const [rules, setRules] = useState<Rules>();
  const [values, setValues] = useState<ContactInput>(emptyForm);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const requestRules = () => {
    if (!rules) void loadRules().then(setRules);
  };

  const problems = rules?.contactFieldErrors(values);
  const valid = problems !== undefined && Object.keys(problems).length === 0;
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (touched.has(field) ? problems?.[field] : undefined);

  const change =
    (field: keyof ContactInput) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setServerErrors((current) => {
        const rest = { ...current };
        delete rest[field as Field];
        return rest;
      });
    };
  const touch = (field: Field) => () => setTouched((current) => new Set(current).add(field));

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(new Set(fieldNames));
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (response.ok) {
        notify({ isSuccess: true, message: contactFormMessages.sent });
        setValues(emptyForm);
        setTouched(new Set());
        return;
      }
      const body = await readError(response);
      const fromServer: Partial<Record<Field, string>> = {};
      for (const problem of body.validationErrors ?? []) {
        const field = fieldNames.find((name) => name === problem.location);
        if (field) fromServer[field] ??= problem.clientMessage;
      }
      setServerErrors(fromServer);
      notify({ isSuccess: false, message: body.message ?? contactFormMessages.failed });
    } catch {
      notify({ isSuccess: false, message: contactFormMessages.failed });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: change(name),
    onBlur: touch(name),
    error: errorOf(name),
  });

  return (
    <form
      method="post"
      onSubmit={send}
      onFocus={requestRules}
      noValidate
      className="space-y-4"
      aria-label="Contact form"
    >
      <ContactField id="contact-name" label="Name" autoComplete="name" {...field('name')} />
      <ContactField id="contact-email" label="Email" type="email" autoComplete="email" {...field('email')} />
      <ContactField id="contact-subject" label="Subject" {...field('subject')} />
      <ContactField id="contact-message" label="Message" multiline {...field('message')} />
      {/* A honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website ?? ''}
          onChange={change('website')}
        />
      </div>
      <button type="submit" disabled={!valid || submitting} className={buttonClass('primary', 'large')}>
        {submitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
