/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('renders what a buyer typed as text: markup stays inert characters', () => {
    const attack = '<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>';
    const { container } = render(
      <ReviewCard
        review={{
          id: 'r1',
          rating: 3,
          title: attack,
          body: `Line one\n${attack}`,
          reviewerName: '<b>Eve</b>',
          createdAt: '2026-11-20T18:00:00.000Z',
        }}
      />,
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: attack })).toBeInTheDocument();
    expect(screen.getByText(/<b>Eve<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
  });

  it('shows the buyer photo at its stored widths', () => {
    render(
      <ReviewCard
        review={{
          id: 'r2',
          rating: 5,
          title: 'With a photo',
          body: 'Look at this.',
          reviewerName: 'Ana P.',
          createdAt: '2026-11-20T18:00:00.000Z',
          photo: {
            id: '11111111-1111-4111-8111-111111111111',
            width: 800,
            height: 600,
            widths: [320, 640, 800],
          },
        }}
      />,
    );
    const photo = screen.getByRole('img', { name: "Photo from Ana P.'s review" });
    expect(photo).toHaveAttribute('src', '/photos/11111111-1111-4111-8111-111111111111-320.webp');
  });
});
