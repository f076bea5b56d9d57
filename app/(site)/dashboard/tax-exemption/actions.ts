'use server';

import type { FormState } from '@/components/admin/form-state';
import { accountDataMessages } from '@/lib/account-data';
import { getServerSession } from '@/lib/auth/server';
import { domainErrorOf } from '@/lib/errors';
import { CERTIFICATES_PAGE, presignCertificateUpload, submitCertificate } from '@/lib/tax/server';
import { customerFormAction } from '../customer-form-action';

/*
 * The customer's certificate actions: the account comes from the session on the server, never
 * from the form, and every field is checked again in lib/tax whatever the browser checked.
 */

/** An upload link for the certificate file (PDF, PNG or JPEG, at most 10 MB). */
export async function presignCertificateAction(input: {
  fileName: string;
  fileType: string;
  fileSize: number;
}): Promise<{ uploadURL: string } | { error: string }> {
  if (!(await getServerSession())) return { error: accountDataMessages.signedOut };
  try {
    return await presignCertificateUpload(input);
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (error) return { error: error.message };
    throw thrown;
  }
}

export async function submitCertificateAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, CERTIFICATES_PAGE, async (values, user) => {
    await submitCertificate(user, values);
    return 'Thank you: we will review your certificate and e-mail you our decision.';
  });
}
