import 'server-only';
import { revalidatePath } from 'next/cache';
import type { FormState } from '@/components/admin/form-state';
import { accountDataMessages } from '@/lib/account-data';
import { getServerSession, type SessionUser } from '@/lib/auth/server';
import { domainErrorOf } from '@/lib/errors';
import { postedText } from '@/lib/http/server';

/**
 * The one shape of the customer's account actions: the account comes from the session on the
 * server, never from the form; lib/ checks every field again; a refusal comes back naming its
 * field, with what the user typed. Answers the success message of `run`.
 */
export async function customerFormAction(
  formData: unknown,
  page: string,
  run: (values: Record<string, string>, user: SessionUser) => Promise<string>,
): Promise<FormState> {
  const values = postedText(formData);
  const user = await getServerSession();
  if (!user) return { status: 'error', message: accountDataMessages.signedOut, values };
  try {
    const message = await run(values, user);
    revalidatePath(page);
    return { status: 'ok', message };
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    const field = error.details.field;
    return {
      status: 'error',
      message: error.message,
      errors: field ? { [field]: error.message } : undefined,
      values,
    };
  }
}
