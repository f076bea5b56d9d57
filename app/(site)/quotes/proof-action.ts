'use server';

import { refresh } from 'next/cache';
import { postedText } from '@/lib/http/server';
import { answerProof, currentViewer, type ProofDecisionForm } from '@/lib/orders/server';
import type { ProofDecisionState } from '@/lib/orders';

const fields = ['number', 'proofId', 'decision', 'comment', 'accessToken', 'total', 'checked'] as const;

/** The quote page's proof form posts here (signed in or through the e-mailed link). */
export async function answerProofAction(
  _state: ProofDecisionState,
  form: FormData,
): Promise<ProofDecisionState> {
  const text = postedText(form);
  const posted: ProofDecisionForm = Object.fromEntries(fields.map((field) => [field, text[field]]));
  const state = await answerProof(posted, await currentViewer());
  // The page shows the proof's new status and the order's new stage at once.
  if (state.ok) refresh();
  return state;
}
