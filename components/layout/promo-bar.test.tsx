/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { deal, standingOffer } from '@/content/deal';
import { dealWindow, type DealView } from '@/lib/deal';
import { PromoBar } from './promo-bar';

jest.mock('next/link', () => ({
  __esModule: true,
  // Next's own props (prefetch) are not the anchor's.
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode; prefetch?: boolean }) => (
    <a href={href} {...{ ...rest, prefetch: undefined }}>
      {children}
    </a>
  ),
}));

const at = (iso: string) => () => new Date(iso);
const seeded: DealView = { ...deal, ...dealWindow(deal), combinable: false };
const springTerms = {
  code: 'SPRING10',
  title: 'Spring sale',
  description: '10% off.',
  percentOff: 10,
  startsOn: '2026-03-01',
  expiresOn: '2026-03-31',
  combinable: false,
};
const spring: DealView = { ...springTerms, ...dealWindow(springTerms) };

describe('promotion bar', () => {
  const bar = (iso: string, deals: DealView[] = [seeded]) =>
    render(<PromoBar deals={deals} standingOffer={standingOffer} renderedChoice="running:0" now={at(iso)} />);

  it('shows whichever featured deal runs when the page is viewed', () => {
    bar('2026-03-15T12:00:00-07:00', [seeded, spring]);
    expect(screen.getByTestId('promo-bar')).toHaveTextContent('10% off any order with code SPRING10');
  });

  it('shows the standing offer before the next deal starts, not that deal', () => {
    bar('2026-02-28T23:59:59-08:00', [spring]);
    expect(screen.getByTestId('promo-bar')).toHaveTextContent('Free shipping on all U.S. orders.');
    expect(screen.queryByText('SPRING10')).not.toBeInTheDocument();
  });

  it('shows 25% off with the code and a link to all deals while the deal runs', () => {
    bar('2025-12-31T12:00:00-08:00');
    expect(screen.getByTestId('promo-bar')).toHaveTextContent(`25% off any order with code ${deal.code}`);
    expect(screen.getByRole('link', { name: 'See all deals' })).toHaveAttribute('href', '/deals');
  });

  it('shows the standing offer instead after the last day, even if the page was rendered while it ran', () => {
    bar('2026-01-01T00:00:01-08:00');
    expect(screen.getByTestId('promo-bar')).toHaveTextContent('Free shipping on all U.S. orders.');
    expect(screen.queryByText(deal.code)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See delivery options' })).toHaveAttribute(
      'href',
      '/services/delivery',
    );
  });

  it('shows the standing offer before the first day too', () => {
    bar('2025-11-30T23:59:59-08:00');
    expect(screen.getByTestId('promo-bar')).toHaveTextContent('Free shipping on all U.S. orders.');
  });

  it('stays up until the end of the last day in the shop time zone', () => {
    bar('2025-12-31T23:59:59-08:00');
    expect(screen.getByTestId('promo-bar')).toHaveTextContent(deal.code);
  });
});
