/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deal } from '@/content/deal';
import { daysRemaining } from '@/lib/deal';
import { DealOffer } from './deal-offer';

// The offer's last day is December 31, 2025 in Orange County: it ends at 08:00 UTC on January 1.
const at = (iso: string) => () => new Date(iso);

function renderAt(iso: string) {
  return render(<DealOffer deal={deal} renderedDaysLeft={0} now={at(iso)} />);
}

describe('days remaining', () => {
  it('rounds a part day up', () => {
    expect(daysRemaining(deal, new Date('2025-12-30T08:00:00Z'))).toBe(2);
    expect(daysRemaining(deal, new Date('2025-12-30T07:59:00Z'))).toBe(3);
    expect(daysRemaining(deal, new Date('2026-01-01T07:59:59Z'))).toBe(1);
  });

  it('is never negative once the offer has ended', () => {
    expect(daysRemaining(deal, new Date('2026-01-01T08:00:00Z'))).toBe(0);
    expect(daysRemaining(deal, new Date('2026-11-22T12:00:00Z'))).toBe(0);
  });
});

describe('DealOffer', () => {
  it('shows the code, the days left and the long expiry date while the offer runs', () => {
    renderAt('2025-12-20T18:00:00Z');
    expect(screen.getByText(deal.code)).toBeInTheDocument();
    expect(screen.getByTestId('days-remaining')).toHaveTextContent('12 days remaining');
    expect(screen.getByText(/Expires December 31, 2025/)).toBeInTheDocument();
    expect(screen.queryByText('This offer has ended')).not.toBeInTheDocument();
  });

  it('says "1 day" on the last day', () => {
    renderAt('2025-12-31T20:00:00Z');
    expect(screen.getByTestId('days-remaining')).toHaveTextContent(/^1 day remaining$/);
  });

  it('says plainly that the offer has ended, with no countdown, and still offers the catalogue and a quote', () => {
    renderAt('2026-11-22T12:00:00Z');
    expect(screen.getByText('This offer has ended')).toBeInTheDocument();
    expect(screen.getByText(/It ended on December 31, 2025/)).toBeInTheDocument();
    expect(screen.queryByTestId('days-remaining')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute('href', '/start-an-order');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByText(deal.notCombinable)).toBeInTheDocument();
  });

  it('copies the code and announces it', async () => {
    const user = userEvent.setup();
    renderAt('2025-12-20T18:00:00Z');
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(deal.code);
    expect(screen.getByRole('status')).toHaveTextContent(`Code ${deal.code} copied to your clipboard.`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });
});
