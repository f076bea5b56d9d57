import * as z from '@/lib/zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, contactFormMessages } from './messages';
import { contactMessages } from '@/lib/validation';

export { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH, contactFormMessages } from './messages';

/**
 * The contact form (spec §5), shared by the form and POST /api/contact. `website` is a
 * honeypot: hidden from people, filled in by bots.
 */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.nameRequired),
      z.maxLength(NAME_MAX_LENGTH, contactFormMessages.nameTooLong),
    ),
  email: z.pipe(z.string().check(z.trim()), z.email(contactMessages.emailInvalid)),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.subjectRequired),
      z.maxLength(CONTACT_SUBJECT_MAX_LENGTH, contactFormMessages.subjectTooLong),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, contactMessages.messageRequired),
      z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, contactFormMessages.messageTooLong),
    ),
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export type ContactField = 'name' | 'email' | 'subject' | 'message';

/** The first problem of each field, for a form that shows them beside the inputs. */
export function contactFieldErrors(values: ContactInput): Partial<Record<ContactField, string>> {
  const parsed = contactSchema.safeParse(values);
  const problems: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    problems[field] ??= issue.message;
  }
  return problems;
}
