'use server';

import { z } from 'zod';
import type { FormState } from '@/components/admin/form-state';
import { refreshOpenQuoteTotals } from '@/lib/orders/server';
import { formatRate, stateName } from '@/lib/tax';
import { ratePercentSchema, stateSchema } from '@/lib/tax';
import { removeTaxRate, reviewCertificate, setTaxRate } from '@/lib/tax/server';
import { staffFormAction } from './form-action';

/*
 * The console's sales tax actions (rates, certificate reviews), each through staffFormAction:
 * staff only, validated, refusals as field errors with what was typed.
 */

// Staff type the code; "nv" is as good as "NV".
const state = z.string().trim().toUpperCase().pipe(stateSchema);

export async function setTaxRateAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, z.object({ state, rate: ratePercentSchema }), async (input, staff) => {
    await setTaxRate({ state: input.state, ratePpm: input.rate, staffEmail: staff.email });
    return `${stateName(input.state)} is taxed at ${formatRate(input.rate)}.`;
  });
}

export async function removeTaxRateAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, z.object({ state }), async (input) => {
    await removeTaxRate(input.state);
    return `Sales in ${stateName(input.state)} are no longer taxed.`;
  });
}

const review = z.object({
  id: z.uuid({ message: 'No such certificate.' }),
  decision: z.enum(['approved', 'rejected'], { message: 'Approve or reject the certificate.' }),
  note: z.string().optional(),
});

export async function reviewCertificateAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return staffFormAction(formData, review, async (input, staff) => {
    const certificate = await reviewCertificate({ ...input, staffEmail: staff.email });
    // Quotes the customer has not approved yet are taxed again: the exemption applies to them.
    if (input.decision === 'approved') await refreshOpenQuoteTotals(certificate.userId);
    return `Certificate ${certificate.number} ${input.decision}; ${certificate.email} is e-mailed.`;
  });
}
