/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PriorityDrawing } from './priority-drawing';

describe('PriorityDrawing', () => {
  it('is one picture named by its alt text, even when the drawing names itself too', () => {
    render(
      <PriorityDrawing
        image={{ src: '/services/uv-printing.svg', alt: 'A UV printer lamp curing labels' }}
        width={480}
        height={320}
        className="w-full"
      />,
    );
    const picture = screen.getByRole('img');
    expect(picture).toHaveAccessibleName('A UV printer lamp curing labels');
    const svg = picture.querySelector(':scope > svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg.querySelector('title')).toBeNull();
    expect(svg).toHaveAttribute('width', '100%');
    expect(svg).toHaveAttribute('height', '100%');
  });
});
