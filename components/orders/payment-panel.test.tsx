/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotificationProvider } from '@/components/ui/notification';
import type { PaymentSummary } from '@/lib/payments/server';
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

  it('shows the due date and terms of an order sold on terms, and still offers Pay now', () => {
    renderPanel({ status: 'on_terms', terms: { dueOn: '2026-12-30', netDays: 30 } });
    expect(screen.getByText('Invoice due December 30, 2026 (Net 30)')).toBeInTheDocument();
    expect(screen.getByText(/production without waiting for payment/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now ($123.45)' })).toBeInTheDocument();
  });

  it('asks an account on terms that pays the shop directly to pay by the due date', () => {
    renderPanel({ takesCards: false, status: 'on_terms', terms: { dueOn: '2026-12-30', netDays: 30 } });
    expect(
      screen.getByText('Please pay the invoice by its due date by one of these ways.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/we start production once/)).not.toBeInTheDocument();
  });

  it('says an unpaid invoice on terms is overdue', () => {
    renderPanel({ status: 'overdue', terms: { dueOn: '2026-11-01', netDays: 15 } });
    expect(screen.getByText('Invoice due November 1, 2026 (Net 15)')).toBeInTheDocument();
    expect(screen.getByText(/past its due date/)).toBeInTheDocument();
  });

  it('says nothing of terms once an invoice on terms is paid', () => {
    renderPanel({
      paidCents: 12_345,
      dueCents: 0,
      status: 'paid',
      payable: false,
      terms: { dueOn: '2026-11-01', netDays: 15 },
    });
    expect(screen.queryByText(/Invoice due/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Paid in full');
  });

  it('asks for nothing before the proof is approved', () => {
    renderPanel({ payable: false }, false, true);
    expect(screen.getByText(/You pay once you approve your proof/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });
});
