/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { deal } from '@/content/deal';
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
  it('shows 25% off with the code and a link to all deals before expiry', () => {
    render(<PromoBar deal={deal} initiallyActive now={at('2025-12-31T12:00:00-08:00')} />);
    const bar = screen.getByTestId('promo-bar');
    expect(bar).toHaveTextContent(`25% off any order with code ${deal.code}`);
    expect(screen.getByRole('link', { name: 'See all deals' })).toHaveAttribute('href', '/deals');
  });

  it('hides itself when viewed after the last day, even if the page was rendered while active', () => {
    render(<PromoBar deal={deal} initiallyActive now={at('2026-01-01T00:00:01-08:00')} />);
    expect(screen.queryByTestId('promo-bar')).not.toBeInTheDocument();
  });

  it('stays up until the end of the last day in the shop time zone', () => {
    render(<PromoBar deal={deal} initiallyActive now={at('2025-12-31T23:59:59-08:00')} />);
    expect(screen.getByTestId('promo-bar')).toBeInTheDocument();
  });
});
