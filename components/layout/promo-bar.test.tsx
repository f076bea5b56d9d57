/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { deal, standingOffer } from '@/content/deal';
import { PromoBar } from './promo-bar';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const at = (iso: string) => () => new Date(iso);

describe('promotion bar', () => {
  const bar = (iso: string) =>
    render(<PromoBar deal={deal} standingOffer={standingOffer} initiallyRunning now={at(iso)} />);

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
