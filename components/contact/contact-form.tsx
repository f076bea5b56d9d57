'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNotification } from '@/components/ui/notification';
import {
  contactFormMessages,
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from '@/lib/contact/schema';
import type { ApiErrorBody } from '@/lib/http/errors';
import { ContactField } from './contact-field';

const emptyForm: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };
const fieldNames = ['name', 'email', 'subject', 'message'] as const;

async function readError(response: Response): Promise<Partial<ApiErrorBody>> {
  try {
    return (await response.json()) as Partial<ApiErrorBody>;
  } catch {
    return {};
  }
}

/**
 * Spec §5 contact form, sent to POST /api/contact. Errors show once a field is touched;
 * a failure keeps what was typed and says why.
 */
export function ContactForm() {
  const { notify } = useNotification();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: emptyForm,
  });

  async function send(values: ContactMessage) {
    let response: Response;
    try {
      response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      });
    } catch {
      notify({ isSuccess: false, message: contactFormMessages.failed });
      return;
    }
    if (response.ok) {
      notify({ isSuccess: true, message: contactFormMessages.sent });
      reset(emptyForm);
      return;
    }
    const body = await readError(response);
    for (const problem of body.validationErrors ?? []) {
      const field = fieldNames.find((name) => name === problem.location);
      if (field) setError(field, { message: problem.clientMessage });
    }
    notify({ isSuccess: false, message: body.message ?? contactFormMessages.failed });
  }

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="space-y-4" aria-label="Contact form">
      <ContactField
        id="contact-name"
        label="Name"
        autoComplete="name"
        registration={register('name')}
        error={errors.name}
      />
      <ContactField
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email}
      />
      <ContactField
        id="contact-subject"
        label="Subject"
        registration={register('subject')}
        error={errors.subject}
      />
      <ContactField
        id="contact-message"
        label="Message"
        multiline
        registration={register('message')}
        error={errors.message}
      />
      {/* A honeypot: off screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button
        type="submit"
        disabled={!isValid || isSubmitting}
        className="rounded-md bg-orange-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-orange-800 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-slate-900"
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
