/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ActionForm } from '@/components/admin/action-form';
import type { BoardCard as Card } from '@/lib/orders/server';
import { BoardCard } from './board-card';

// Tue Nov 24, 2026, 10 am in California.
const now = new Date('2026-11-24T18:00:00Z');

const card = (overrides: Partial<Card> = {}): Card => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 'Q-261120-ABCDE',
  status: 'in_production',
  contactName: 'Dana Rivera',
  companyName: null,
  product: 'stickers-labels',
  quantity: 250,
  readyBy: '2026-11-30',
  createdAt: new Date('2026-11-20T18:00:00Z'),
  paymentStatus: 'paid',
  excessRefund: null,
  preflightStatus: 'ok',
  hasArtwork: true,
  ...overrides,
});

function show(value: Card, selectable = false) {
  render(
    <ActionForm action={jest.fn()} label="Board">
      <ul>
        <BoardCard card={value} now={now} selectable={selectable} />
      </ul>
    </ActionForm>,
  );
}

describe('BoardCard', () => {
  it('shows the number as a link, the customer, product, quantity, date, payment and artwork check', () => {
    show(card());
    expect(screen.getByRole('link', { name: 'Q-261120-ABCDE' })).toHaveAttribute(
      'href',
      '/admin/quotes/Q-261120-ABCDE',
    );
    for (const text of [
      'Dana Rivera',
      'Stickers & Labels · 250',
      'Ready by Mon, Nov 30',
      'Paid',
      'Artwork: Looks good',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/Rush|Overdue/)).toBeNull();
    expect(screen.queryByText(/more than was due/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('marks an order still in the shop overdue or rush by its date', () => {
    show(card({ readyBy: '2026-11-23' }));
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('marks rush an order due the next business day, and not one already handed over', () => {
    show(card({ readyBy: '2026-11-25' }));
    expect(screen.getByText('Rush')).toBeInTheDocument();
  });

  it('shows a ready order past its date without a mark', () => {
    show(card({ status: 'ready_for_pickup', readyBy: '2026-11-23' }));
    expect(screen.queryByText(/Rush|Overdue/)).toBeNull();
  });

  it('names the company first, and the date an order not yet approved would get today', () => {
    show(
      card({
        status: 'received',
        readyBy: null,
        companyName: 'Harbor Cafe',
        hasArtwork: false,
        preflightStatus: null,
      }),
    );
    expect(screen.getByText('Harbor Cafe')).toBeInTheDocument();
    expect(screen.getByText('Ready by Tue, Dec 1 if approved today')).toBeInTheDocument();
    expect(screen.getByText('Artwork: to come')).toBeInTheDocument();
  });

  it('flags an order paid beyond what was due by how its automatic refund stands, and no other', () => {
    show(card({ excessRefund: 'pending' }));
    expect(screen.getByText('Paid more than was due: refunding the excess')).toBeInTheDocument();
  });

  it('tells staff to act when the automatic refund of an excess failed', () => {
    show(card({ excessRefund: 'failed' }));
    expect(
      screen.getByText('Paid more than was due: the refund failed, refund it in Stripe'),
    ).toBeInTheDocument();
  });

  it('says an order approved before dates were stored has none, and offers a labelled check box', () => {
    show(card({ status: 'approved', readyBy: null }), true);
    expect(screen.getByText('No ready-by date')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose Q-261120-ABCDE' })).not.toBeChecked();
  });
});
