import { NAME_MAX_LENGTH } from '@/lib/constants';
// Not from ../validation/messages: that whole catalogue would ship with the contact form.
import { tooLongMessage } from '@/lib/validation';

// Beyond the spec's rules: bounds so one message cannot flood the shop's inbox or the database.
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Messages of this site's own (the spec's four are in lib/validation/messages). */
export const contactFormMessages = {
  nameTooLong: tooLongMessage('Name', NAME_MAX_LENGTH),
  subjectTooLong: tooLongMessage('Subject', CONTACT_SUBJECT_MAX_LENGTH),
  messageTooLong: tooLongMessage('Message', CONTACT_MESSAGE_MAX_LENGTH),
  sent: 'Thank you for your message! Our team will get back to you within one business day.',
  failed: 'Your message could not be sent. Please try again.',
} as const;
