import { AuthFlowError } from '@/lib/auth';

/** The route that compares the identity service's e-mail with the site's record of it. */
const EMAIL_CHECK_PATH = '/api/account/email';

/**
 * Has the server check the e-mail in force (app/api/account/email): before a change, so the
 * server holds the address a change would be told to; after one, so that address is told. On
 * a Cognito pool this is how the old address hears of it; the built-in service tells it itself.
 */
export async function checkEmailChange(): Promise<void> {
  const response = await fetch(EMAIL_CHECK_PATH, { method: 'POST' });
  if (!response.ok)
    throw new AuthFlowError('We could not check your current e-mail address. Please try again.');
}
