/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('shows 4.9 as four whole stars, nine tenths of the fifth and the number beside them', () => {
    render(<StarRating rating={4.9} reviewCount={12} />);
    const rating = screen.getByRole('img', { name: '4.9 out of 5' });
    expect(rating).toHaveTextContent('4.9');
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    const [partial, ...others] = rating.querySelectorAll<HTMLElement>('[data-filled="false"]');
    expect(others).toHaveLength(0);
    expect(partial!.style.getPropertyValue('--fill')).toMatch(/^90(\.0+\d*)?%$/);
    expect(screen.getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('shows a whole rating with whole stars and no review count when there is none', () => {
    render(<StarRating rating={4} />);
    const rating = screen.getByRole('img', { name: '4 out of 5' });
    expect(rating.querySelectorAll('[data-filled="true"]')).toHaveLength(4);
    const empty = rating.querySelectorAll<HTMLElement>('[data-filled="false"]');
    expect(empty).toHaveLength(1);
    expect(empty[0]!.style.getPropertyValue('--fill')).toBe('');
    expect(screen.queryByText(/reviews?\)/)).toBeNull();
  });
});
