'use client';

import { useActionState, useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { useNotification } from '@/components/ui/notification';
import {
  PROOF_CHECK_LABEL,
  PROOF_CHECKED,
  PROOF_COMMENT_MAX_LENGTH,
  type ProofDecisionState,
} from '@/lib/orders';

type Props = {
  number: string;
  proofId: string;
  accessToken?: string;
  /** The order's total as shown: approving accepts it with the proof. */
  total: { cents: number; text: string };
  /** Whether the proof may be answered now; the form stays mounted to announce the answer. */
  open: boolean;
  answer: (state: ProofDecisionState, form: FormData) => Promise<ProofDecisionState>;
};

/**
 * Approve the proof, or ask for changes with a comment. The server checks everything again;
 * the answer shows in the site's banner, and a refused comment stays in the box.
 */
export function ProofDecisionForm({ number, proofId, accessToken, total, open, answer }: Props) {
  const [state, submit, pending] = useActionState(answer, { comment: '' });
  const { notify } = useNotification();
  const commentId = useId();
  const errorId = useId();
  const checkId = useId();
  const checkErrorId = useId();
  const checkBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.message) notify({ isSuccess: state.ok === true, message: state.message });
  }, [state, notify]);
  // Refused for want of the tick: the box is where to act next.
  useEffect(() => {
    if (state.checkedError) checkBox.current?.focus();
  }, [state]);

  if (!open) return null;
  return (
    <form action={submit} className="space-y-4 border-t border-slate-200 pt-4" noValidate>
      <input type="hidden" name="number" value={number} />
      <input type="hidden" name="proofId" value={proofId} />
      {accessToken && <input type="hidden" name="accessToken" value={accessToken} />}
      <input type="hidden" name="total" value={total.cents} />
      <p className="text-slate-800">
        Approving accepts this proof and the order total of{' '}
        <strong className="font-semibold">{total.text}</strong>.
      </p>
      <div>
        <div className="flex items-start gap-2">
          <input
            ref={checkBox}
            id={checkId}
            type="checkbox"
            name="checked"
            value={PROOF_CHECKED}
            aria-invalid={state.checkedError ? true : undefined}
            aria-describedby={state.checkedError ? checkErrorId : undefined}
            className="mt-1 h-5 w-5 shrink-0 accent-orange-700 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
          />
          <label htmlFor={checkId} className="font-semibold text-slate-900">
            {PROOF_CHECK_LABEL}
            <span className="block font-normal text-slate-600">Required to approve.</span>
          </label>
        </div>
        {state.checkedError && (
          <p id={checkErrorId} role="alert" className="mt-1 text-sm font-semibold text-red-800">
            {state.checkedError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={commentId} className="block font-semibold text-slate-900">
          Comment <span className="font-normal text-slate-600">(required to request changes)</span>
        </label>
        <textarea
          id={commentId}
          name="comment"
          rows={4}
          maxLength={PROOF_COMMENT_MAX_LENGTH}
          defaultValue={state.comment}
          key={state.comment}
          aria-invalid={state.commentError ? true : undefined}
          aria-describedby={state.commentError ? errorId : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-orange-700 focus:ring-2 focus:ring-orange-700 focus:outline-none"
        />
        {state.commentError && (
          <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-800">
            {state.commentError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="decision"
          value="approve"
          disabled={pending}
          className={buttonClass('primary', 'regular')}
        >
          Approve proof
        </button>
        <button
          type="submit"
          name="decision"
          value="request_changes"
          disabled={pending}
          className={buttonClass('secondary', 'regular')}
        >
          Request changes
        </button>
      </div>
    </form>
  );
}
