import { emailTextDefaults } from '@/content/email-texts';
import type { ComposeEmail } from '@/lib/email-texts/server';
import { fillPlaceholders, fillSubject } from '@/lib/email-texts/rules';

/** A composer of the default wording, for building a sender's e-mail without a database. */
export const defaultWording: ComposeEmail = (key, values) => ({
  subject: fillSubject(emailTextDefaults[key].subject, values),
  text: fillPlaceholders(emailTextDefaults[key].body, values),
});
