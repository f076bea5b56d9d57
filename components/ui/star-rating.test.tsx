/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('shows 4.9 as four whole stars, nine tenths of the fifth and the number beside them', () => {
    render(<StarRating rating={4.9} reviewCount={12} />);
    const rating = screen.getByRole('img', { name: '4.9 out of 5' });
    expect(rating).toHaveTextContent('4.9');
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    const partial = rating.querySelectorAll('[data-filled="false"] > span');
    expect(partial).toHaveLength(1);
    expect((partial[0] as HTMLElement).style.width).toMatch(/^90(\.0+\d*)?%$/);
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('shows a whole rating with whole stars and no review count when there is none', () => {
    render(<StarRating rating={4} />);
    const rating = screen.getByRole('img', { name: '4 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    expect(rating.querySelectorAll('[data-filled="false"] > span')).toHaveLength(0);
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
  });
});
