/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

/** Where the fill ends along the strip of five 22-unit cells, each star 20 units wide. */
const fillOf = (name: string) =>
  Number.parseFloat(
    screen
      .getByRole('img', { name })
      .querySelector<HTMLElement>('[data-testid="stars"]')!
      .style.getPropertyValue('--fill'),
  );

describe('StarRating', () => {
  it('fills 4.9 as four whole stars and nine tenths of the fifth, with the number beside them', () => {
    render(<StarRating rating={4.9} reviewCount={12} />);
    expect(screen.getByRole('img', { name: '4.9 out of 5' })).toHaveTextContent('4.9');
    // Four whole cells (88 units) and 18 of the fifth star's 20, out of 110.
    expect(fillOf('4.9 out of 5')).toBeCloseTo((106 / 110) * 100, 2);
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('fills a whole rating to the end of its last star and shows no review count when there is none', () => {
    render(<StarRating rating={4} />);
    expect(fillOf('4 out of 5')).toBe(80);
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
  });

  it('fills the whole strip at five and nothing at zero', () => {
    render(
      <>
        <StarRating rating={5} />
        <StarRating rating={0} />
      </>,
    );
    expect(fillOf('5 out of 5')).toBe(100);
    expect(fillOf('0 out of 5')).toBe(0);
  });
});
