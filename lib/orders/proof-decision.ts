/**
 * What the customer's answer to a proof may carry, and what it says back. Client-safe, and
 * without zod, which the proof's form would otherwise carry to the browser: the schema the
 * answer is checked against is the server's (customer-decision.ts).
 */
export const PROOF_COMMENT_MAX_LENGTH = 2000;

export const proofDecisionMessages = {
  commentRequired: 'Please tell us what to change.',
  commentTooLong: `Please keep your comment under ${PROOF_COMMENT_MAX_LENGTH} characters.`,
  approved: 'Thank you: the proof is approved. We start production once the order is paid.',
  changesRequested: 'Thank you: we will send you a new proof with your changes.',
  checkRequired: 'Please tick that you checked the spelling, colours and size before approving.',
  notAnswerable: 'This proof can no longer be answered. Reload the page to see the latest one.',
  noSuchQuote: 'This quote does not exist, or this link has expired.',
  priceChanged:
    'The price of this order changed since you opened this page. Please review the new total, then approve again.',
} as const;

/** The box the customer ticks before approving (its label, and the value it posts). */
export const PROOF_CHECK_LABEL = 'I checked the spelling, colours and size';
export const PROOF_CHECKED = 'yes';

/** What the form shows after an answer: the banner's message, a field error, and the comment kept. */
export type ProofDecisionState = {
  ok?: boolean;
  message?: string;
  commentError?: string;
  /** Approval was refused for want of the tick. */
  checkedError?: string;
  comment: string;
};
