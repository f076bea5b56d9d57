import 'server-only';
import { quoteForDecision, type QuoteViewer } from './access';
import { domainErrorOf } from '@/lib/errors';
import { controlCharacterMessage, controlCharacterProblems } from '@/lib/http/server';
import { z } from 'zod';
import {
  PROOF_CHECKED,
  PROOF_COMMENT_MAX_LENGTH,
  proofDecisionMessages,
  type ProofDecisionState,
} from './proof-decision';
import { decideProof } from './workflow';

/** The answer as the form posts it: a comment to ask for changes, the tick to approve. */
const proofDecisionSchema = z
  .object({
    number: z.string().min(1).max(64),
    proofId: z.uuid(),
    decision: z.enum(['approve', 'request_changes']),
    comment: z.string().trim().max(PROOF_COMMENT_MAX_LENGTH, proofDecisionMessages.commentTooLong).optional(),
    accessToken: z.string().max(64).optional(),
    checked: z.string().max(16).optional(),
    /** The total in cents the page showed beside the proof. */
    total: z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number)
      .optional(),
  })
  .refine((answer) => answer.decision === 'approve' || Boolean(answer.comment), {
    path: ['comment'],
    message: proofDecisionMessages.commentRequired,
  })
  .refine((answer) => answer.decision !== 'approve' || answer.checked === PROOF_CHECKED, {
    path: ['checked'],
    message: proofDecisionMessages.checkRequired,
  });

/** The form's fields as posted; anything else a tampered form sends is ignored. */
export type ProofDecisionForm = Partial<
  Record<'number' | 'proofId' | 'decision' | 'comment' | 'accessToken' | 'total' | 'checked', string>
>;

/**
 * The customer's answer to a proof, from the quote page. Access is checked again here, for the
 * posted quote only: the signed-in owner, or the same quote's unexpired link token posted
 * with the form; a company's quote, its signed-in owners and approvers only. Every refusal reads the same and changes nothing; the comment is kept.
 */
export async function answerProof(
  form: ProofDecisionForm,
  viewer: Omit<QuoteViewer, 'accessToken'>,
): Promise<ProofDecisionState> {
  const comment = form.comment ?? '';
  // A NUL would fail in PostgreSQL; the comment may hold line breaks, the hidden fields nothing.
  const control = controlCharacterProblems(form, ['comment']);
  if (control.some((problem) => problem.location === 'comment')) {
    return { commentError: controlCharacterMessage, comment };
  }
  if (control.length > 0) return { ok: false, message: proofDecisionMessages.notAnswerable, comment };
  const parsed = proofDecisionSchema.safeParse(form);
  if (!parsed.success) {
    const issueOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field);
    const commentIssue = issueOf('comment');
    if (commentIssue) return { commentError: commentIssue.message, comment };
    const checkedIssue = issueOf('checked');
    if (checkedIssue) return { checkedError: checkedIssue.message, comment };
    return { ok: false, message: proofDecisionMessages.notAnswerable, comment };
  }
  const { number, proofId, decision, accessToken, total } = parsed.data;
  try {
    const quote = await quoteForDecision({ ...viewer, number, ...(accessToken ? { accessToken } : {}) });
    await decideProof({
      quoteId: quote.id,
      proofId,
      decision,
      ...(parsed.data.comment ? { comment: parsed.data.comment } : {}),
      ...(total !== undefined ? { expectedTotalCents: total } : {}),
      actor: { role: 'customer', name: viewer.user?.name ?? quote.contactName },
    });
  } catch (thrown) {
    const error = domainErrorOf(thrown);
    if (!error) throw thrown;
    if (error.details.field === 'comment') return { commentError: error.message, comment };
    const message =
      error.kind === 'busy' || error.kind === 'forbidden'
        ? error.message
        : error.kind === 'not_found'
          ? proofDecisionMessages.noSuchQuote
          : error.details.field === 'total'
            ? proofDecisionMessages.priceChanged
            : proofDecisionMessages.notAnswerable;
    return { ok: false, message, comment };
  }
  return {
    ok: true,
    message: decision === 'approve' ? proofDecisionMessages.approved : proofDecisionMessages.changesRequested,
    comment: '',
  };
}
