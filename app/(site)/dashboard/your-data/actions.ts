'use server';

import type { FormState } from '@/components/admin/form-state';
import { accountDataMessages, DELETE_CONFIRMATION_WORD, isFreshSignIn } from '@/lib/account-data';
import { eraseAccountData } from '@/lib/account-data/server';
import { getServerSession } from '@/lib/auth/server';
import { postedText } from '@/lib/http/server';

/**
 * Erases the shop's records of the signed-in customer, once they typed DELETE after a fresh
 * sign-in. The browser then deletes the account itself (Amplify's deleteUser, so it works the
 * same against a Cognito pool); a retry after either step runs again harmlessly.
 */
export async function eraseAccountAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = postedText(formData);
  const user = await getServerSession();
  if (!user) return { status: 'error', message: accountDataMessages.signedOut, values };
  if (!isFreshSignIn(user)) return { status: 'error', message: accountDataMessages.signInAgain, values };
  if (values.confirm?.trim() !== DELETE_CONFIRMATION_WORD) {
    const message = accountDataMessages.deleteConfirmation;
    return { status: 'error', message, errors: { confirm: message }, values };
  }
  await eraseAccountData(user);
  return { status: 'ok', message: 'Your data has been erased.' };
}
