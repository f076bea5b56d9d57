'use server';

import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { removeAccountTerms, setAccountTerms } from '@/lib/payments/server';
import { formatCents } from '@/lib/payments';
import { netLabel } from '@/lib/payments';
import { staffFormAction } from './form-action';

/*
 * The console's actions on business accounts' terms, each through staffFormAction: staff
 * only, validated, refusals as field errors with what was typed. Net days and the limit are
 * checked by lib/payments, which names the field it refuses.
 */

const terms = z.object({
  quoteId: z.uuid({ message: 'No such quote.' }),
  companyName: z.string(),
  netDays: z.string(),
  creditLimit: z.string(),
});

export async function setAccountTermsAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, terms, async (input, staff) => {
    const row = await setAccountTerms({ ...input, staffEmail: staff.email });
    return `${row.companyName} (${row.email}) is on ${netLabel(row.netDays)} with a credit limit of ${formatCents(row.creditLimitCents)}.`;
  });
}

const account = z.object({ userId: z.string().min(1, 'No such account.').max(200, 'No such account.') });

export async function removeAccountTermsAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, account, async ({ userId }) => {
    const removed = await removeAccountTerms(userId);
    return removed
      ? `${removed.companyName} is no longer on terms; orders already sold on terms stay due as invoiced.`
      : 'This account was not on terms.';
  });
}
