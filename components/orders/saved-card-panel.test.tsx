/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotificationProvider } from '@/components/ui/notification';
import type { PaymentSummary } from '@/lib/payments/server';
import { SavedCardPanel, type CardReturn } from './saved-card-panel';

const beforeApproval: PaymentSummary = {
  totalCents: 12_345,
  paidCents: 0,
  refundedCents: 0,
  dueCents: 12_345,
  status: 'unpaid',
  payable: false,
  takesCards: true,
};

const action = async () => ({});

function renderPanel(
  payment: Partial<PaymentSummary>,
  options: { approved?: boolean; cardReturn?: CardReturn } = {},
) {
  render(
    <NotificationProvider>
      <SavedCardPanel
        number="Q-1"
        payment={{ ...beforeApproval, ...payment }}
        beforeApproval={!options.approved}
        cardReturn={options.cardReturn}
        saveCard={action}
        removeCard={action}
      />
    </NotificationProvider>,
  );
}

const saveButton = () => screen.queryByRole('button', { name: 'Save a card to pay when you approve' });

describe('the saved card on the quote page', () => {
  it('offers to save a card before approval, with the terms of how it will be charged', () => {
    renderPanel({});
    expect(saveButton()).toBeInTheDocument();
    expect(screen.getByText(/We charge this card once, for the order total/)).toBeInTheDocument();
  });

  it('offers nothing when the shop takes no cards', () => {
    renderPanel({ takesCards: false });
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('says the card is being saved until the webhook has stored it, without offering a second one', () => {
    renderPanel({}, { cardReturn: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent(/Saving your card/);
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('shows the saved card by brand and last 4, and lets the customer remove it', () => {
    renderPanel({ savedCard: { label: 'Visa ending 4242' } }, { cardReturn: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Your Visa ending 4242 is saved');
    expect(screen.getByRole('button', { name: 'Remove the saved card' })).toBeInTheDocument();
    expect(saveButton()).not.toBeInTheDocument();
  });

  it('says the card is removed and offers to save one again', () => {
    renderPanel({}, { cardReturn: 'removed' });
    expect(screen.getByRole('status')).toHaveTextContent('Your saved card is removed');
    expect(saveButton()).toBeInTheDocument();
  });

  it('after approval, says the saved card could not be charged while something is due, and nothing once paid', () => {
    renderPanel(
      { savedCard: { label: 'Visa ending 0341', chargeFailure: 'card_declined' }, payable: true },
      { approved: true },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not charge your saved Visa ending 0341');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('after approval, shows nothing of a card that was charged', () => {
    renderPanel(
      { savedCard: { label: 'Visa ending 4242' }, paidCents: 12_345, dueCents: 0, status: 'paid' },
      { approved: true },
    );
    expect(screen.queryByText(/Visa ending 4242/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
