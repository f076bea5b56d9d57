'use server';

import { revalidatePath } from 'next/cache';
import type { FormState } from '@/components/admin/form-state';
import { getServerSession } from '@/lib/auth';
import { domainErrorOf } from '@/lib/errors';
import { postedText } from '@/lib/http';
import { CERTIFICATES_PAGE, presignCertificateUpload, submitCertificate } from '@/lib/tax/server';

/*
 * The customer's certificate actions: the account comes from the session on the server, never
 * from the form, and every field is checked again in lib/tax whatever the browser checked.
 */

const signedOut = 'Your session has ended. Please log in again.';

/** An upload link for the certificate file (PDF, PNG or JPEG, at most 10 MB). */
export async function presignCertificateAction(input: {
  fileName: string;
  fileType: string;
  fileSize: number;
}): Promise<{ uploadURL: string } | { error: string }> {
  if (!(await getServerSession())) return { error: signedOut };
  try {
    return await presignCertificateUpload(input);
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (error) return { error: error.message };
    throw thrown;
  }
}

export async function submitCertificateAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = postedText(formData);
  const user = await getServerSession();
  if (!user) return { status: 'error', message: signedOut, values };
  try {
    await submitCertificate(user, values);
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
  revalidatePath(CERTIFICATES_PAGE);
  return { status: 'ok', message: 'Thank you: we will review your certificate and e-mail you our decision.' };
}
