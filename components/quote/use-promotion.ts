'use client';

import { useState } from 'react';
import { checkPromotionCode, priceErrorMessage, type PromotionQuote } from './quote-api';

/** The choices a price depends on, with the quantity (the check's `choices`). */
type Choices = Record<string, string | number | undefined>;

type Answer =
  | { status: 'checking'; forChoices: string }
  | { status: 'applied'; forChoices: string; promotion: PromotionQuote }
  | { status: 'refused'; forChoices: string; message: string };

export type PromotionState = {
  /** The code's effect on the current choices; undefined once they change (apply it again). */
  applied?: PromotionQuote;
  checking: boolean;
  message?: string;
  apply: (code: string, contactEmail: string) => void;
  /** The server refused the applied code when the quote was sent (its limit was reached meanwhile). */
  refuse: (message: string) => void;
  clear: () => void;
};

/**
 * The promotion code applied to the current choices. The server computes the discount; an
 * answer holds only for the choices it was given, so a change of size or quantity drops it
 * (the summary shows the list price again) until the code is applied again.
 */
export function usePromotion(choices: Choices | undefined): PromotionState {
  const [answer, setAnswer] = useState<Answer>();
  const current = choices ? JSON.stringify(choices) : '';
  const fresh = answer && answer.forChoices === current ? answer : undefined;

  const apply = (code: string, contactEmail: string) => {
    if (!choices || fresh?.status === 'checking') return;
    const forChoices = current;
    setAnswer({ status: 'checking', forChoices });
    checkPromotionCode({ promotionCode: code, contactEmail: contactEmail.trim() || undefined, choices }).then(
      (promotion) => setAnswer({ status: 'applied', forChoices, promotion }),
      (error: unknown) => setAnswer({ status: 'refused', forChoices, message: priceErrorMessage(error) }),
    );
  };

  return {
    applied: fresh?.status === 'applied' ? fresh.promotion : undefined,
    checking: fresh?.status === 'checking',
    message: fresh?.status === 'refused' ? fresh.message : undefined,
    apply,
    refuse: (message) => setAnswer({ status: 'refused', forChoices: current, message }),
    clear: () => setAnswer(undefined),
  };
}
