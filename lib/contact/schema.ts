import * as z from '@/lib/validation/zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { contactMessages } from '@/lib/validation/messages';

// Beyond the spec's rules: bounds so one message cannot flood the shop's inbox or the database.
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Messages of this site's own (the spec's four are in lib/validation/messages). */
export const contactFormMessages = {
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  subjectTooLong: `Subject must be at most ${CONTACT_SUBJECT_MAX_LENGTH} characters.`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters.`,
  sent: 'Thank you for your message! Our team will get back to you within one business day.',
  failed: 'Your message could not be sent. Please try again.',
} as const;

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
