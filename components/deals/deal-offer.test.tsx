/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deal, standingOffer } from '@/content/deal';
import { daysRemaining, dealWindow, type DealView } from '@/lib/deal';
import { DealOffer } from './deal-offer';

// The seeded offer's last day is December 31, 2025 in Orange County: it ends at 08:00 UTC on January 1.
const at = (iso: string) => () => new Date(iso);
const seeded: DealView = { ...deal, ...dealWindow(deal), combinable: false };
const springTerms = {
  code: 'SPRING10',
  title: 'Spring sale',
  description: '10% off magnets.',
  percentOff: 10,
  startsOn: '2026-03-01',
  expiresOn: '2026-03-31',
  combinable: true,
};
const spring: DealView = { ...springTerms, ...dealWindow(springTerms) };

function renderAt(iso: string, deals: DealView[] = [seeded]) {
  return render(
    <DealOffer
      deals={deals}
      standingOffer={standingOffer}
      notCombinable={deal.notCombinable}
      renderedChoice="none"
      renderedDaysLeft={0}
      now={at(iso)}
    />,
  );
}

describe('days remaining', () => {
  it('rounds a part day up', () => {
    expect(daysRemaining(seeded, new Date('2025-12-30T08:00:00Z'))).toBe(2);
    expect(daysRemaining(seeded, new Date('2025-12-30T07:59:00Z'))).toBe(3);
    expect(daysRemaining(seeded, new Date('2026-01-01T07:59:59Z'))).toBe(1);
  });

  it('is never negative once the offer has ended', () => {
    expect(daysRemaining(seeded, new Date('2026-01-01T08:00:00Z'))).toBe(0);
    expect(daysRemaining(seeded, new Date('2026-11-22T12:00:00Z'))).toBe(0);
  });
});

describe('DealOffer', () => {
  it('shows the title, code, days left, long expiry date and the not-combinable note while the deal runs', () => {
    renderAt('2025-12-20T18:00:00Z');
    expect(screen.getByRole('heading', { level: 2, name: deal.title })).toBeInTheDocument();
    expect(screen.getByText(deal.code)).toBeInTheDocument();
    expect(screen.getByTestId('days-remaining')).toHaveTextContent('12 days remaining');
    expect(screen.getByText(/Expires December 31, 2025/)).toBeInTheDocument();
    expect(screen.getByText(deal.notCombinable)).toBeInTheDocument();
  });

  it('says "1 day" on the last day', () => {
    renderAt('2025-12-31T20:00:00Z');
    expect(screen.getByTestId('days-remaining')).toHaveTextContent(/^1 day remaining$/);
  });

  it('leaves the not-combinable note out for a deal that combines', () => {
    renderAt('2026-03-10T18:00:00Z', [spring]);
    expect(screen.getByText('SPRING10')).toBeInTheDocument();
    expect(screen.queryByText(deal.notCombinable)).not.toBeInTheDocument();
  });

  it('with none running, shows the next deal without its code, never the one that ended', () => {
    renderAt('2026-01-15T18:00:00Z', [seeded, spring]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'No deal is running right now' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('next-deal')).toHaveTextContent('Spring sale');
    expect(screen.getByTestId('next-deal')).toHaveTextContent('From March 1, 2026 to March 31, 2026.');
    expect(screen.queryByText('SPRING10')).not.toBeInTheDocument();
    expect(screen.queryByText(deal.code)).not.toBeInTheDocument();
    expect(screen.queryByTestId('days-remaining')).not.toBeInTheDocument();
  });

  it('with no deal to come, shows the standing offer and still offers the catalogue and a quote', () => {
    renderAt('2026-11-22T12:00:00Z', [seeded]);
    expect(screen.getByText(/Free shipping on all U.S. orders./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See delivery options' })).toHaveAttribute(
      'href',
      '/services/delivery',
    );
    expect(screen.queryByText(deal.title)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Order' })).toHaveAttribute('href', '/start-an-order');
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
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
