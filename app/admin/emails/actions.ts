'use server';

import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { resetEmailText, saveEmailText } from '@/lib/email-texts/server';
import { staffFormAction } from '../form-action';

const key = z.string().min(1, 'No such e-mail.').max(60, 'No such e-mail.');

/** Saves staff's wording of an e-mail; lib/email-texts refuses a lost, unknown or malformed placeholder. */
export async function saveEmailTextAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(
    formData,
    z.object({ key, subject: z.string(), body: z.string() }),
    async ({ key, subject, body }, staff) => {
      await saveEmailText(key, { subject, body }, staff.email);
      return 'Saved: the shop sends this wording from now on.';
    },
  );
}

export async function resetEmailTextAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, z.object({ key }), async ({ key }) => {
    await resetEmailText(key);
    return 'Back to the default wording.';
  });
}
