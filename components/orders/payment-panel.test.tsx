/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotificationProvider } from '@/components/ui/notification';
import type { PaymentSummary } from '@/lib/payments';
import { PaymentPanel } from './payment-panel';

const unpaid: PaymentSummary = {
  totalCents: 12_345,
  paidCents: 0,
  refundedCents: 0,
  dueCents: 12_345,
  status: 'unpaid',
  payable: true,
  takesCards: true,
};

const payNow = async () => ({});

function renderPanel(payment: Partial<PaymentSummary>, returnedFromCheckout = false, beforeApproval = false) {
  render(
    <NotificationProvider>
      <PaymentPanel
        number="Q-1"
        payment={{ ...unpaid, ...payment }}
        beforeApproval={beforeApproval}
        returnedFromCheckout={returnedFromCheckout}
        payNow={payNow}
      />
    </NotificationProvider>,
  );
}

describe('the payment panel of the quote page', () => {
  it('offers Pay now for the amount due once the proof is approved', () => {
    renderPanel({});
    expect(screen.getByRole('button', { name: 'Pay now ($123.45)' })).toBeInTheDocument();
    expect(screen.getByText('Amount due').nextSibling).toHaveTextContent('$123.45');
  });

  it('says "processing", never "paid", back from Checkout before the webhook, and offers no second payment', () => {
    renderPanel({}, true);
    expect(screen.getByRole('status')).toHaveTextContent(/Payment processing/);
    expect(screen.queryByText(/Paid in full/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
  });

  it('says paid once the payment is recorded', () => {
    renderPanel({ paidCents: 12_345, dueCents: 0, status: 'paid', payable: false }, true);
    expect(screen.getByRole('status')).toHaveTextContent('Paid in full');
    expect(screen.queryByText(/processing/)).not.toBeInTheDocument();
  });

  it('says how to pay the shop when the site takes no cards', () => {
    renderPanel({ takesCards: false });
    expect(screen.queryByRole('button', { name: /Pay now/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Bank transfer/)).toBeInTheDocument();
    expect(screen.getByText(/At pickup or drop-off/)).toBeInTheDocument();
  });

  it('asks for nothing before the proof is approved', () => {
    renderPanel({ payable: false }, false, true);
    expect(screen.getByText(/You pay once you approve your proof/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });
});
