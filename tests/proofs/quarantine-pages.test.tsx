/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { AutomaticProof } from '@/components/admin/automatic-proof';
import { idleForm } from '@/components/admin/form-state';
import { ProofPanel } from '@/components/orders/proof-panel';
import type { ProofDecisionState } from '@/lib/orders/proof-decision';
import { ARTWORK_CHECKED_BY_HAND, QUARANTINE_ADVICE } from '@/lib/proofs/quarantine';

const REASON =
  'The automatic proof could not draw this EPS or PostScript file. Please upload a proof by hand.';
const answer = async (state: ProofDecisionState) => state;
const send = async () => idleForm;

describe("the console's quote page", () => {
  it('shows artwork the automatic proof could not draw as quarantined, with the reason and what to do', () => {
    render(
      <AutomaticProof
        quoteId="00000000-0000-4000-8000-000000000000"
        quoteNumber="Q-261207-ABCDE"
        proof={{ state: 'failed', reason: REASON, version: null }}
        maySend
        send={send}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Artwork quarantined: the automatic proof could not draw it.');
    expect(alert).toHaveTextContent(REASON);
    expect(alert).toHaveTextContent(QUARANTINE_ADVICE);
    expect(screen.queryByRole('button', { name: 'Send this proof' })).toBeNull();
  });
});

describe("the customer's quote page", () => {
  const panel = (artworkQuarantined: boolean) =>
    render(
      <ProofPanel
        number="Q-261207-ABCDE"
        earlier={[]}
        mayDecide={false}
        artworkQuarantined={artworkQuarantined}
        total={{ cents: 10_000, text: '$100.00' }}
        answer={answer}
      />,
    );

  it('says the shop will check quarantined artwork by hand, until a proof is sent', () => {
    panel(true);
    expect(screen.getByRole('status')).toHaveTextContent(ARTWORK_CHECKED_BY_HAND);
    expect(ARTWORK_CHECKED_BY_HAND).toContain('check it by hand');
  });

  it('says a proof will follow when nothing is quarantined', () => {
    panel(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByText('We will send you a proof of your design to approve before we print.'),
    ).toBeTruthy();
  });
});
