/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DETAILS_REVERT_MS } from '@/lib/constants';
import { DetailsComingSoonButton } from './details-coming-soon-button';

describe('DetailsComingSoonButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says "Details Coming Soon" for DETAILS_REVERT_MS, then reverts to View Details', () => {
    const location = window.location.href;
    render(<DetailsComingSoonButton productName="Transfer Stickers" className="" />);
    const button = screen.getByRole('button', { name: 'View Details for Transfer Stickers' });

    fireEvent.click(button);
    expect(button).toHaveTextContent('Details Coming Soon');

    act(() => jest.advanceTimersByTime(DETAILS_REVERT_MS - 1));
    expect(button).toHaveTextContent('Details Coming Soon');

    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent('View Details');
    expect(button).not.toHaveTextContent('Coming Soon');
    expect(window.location.href).toBe(location);
  });

  it('stops its timer when it leaves the page', () => {
    const { unmount } = render(<DetailsComingSoonButton productName="Transfer Stickers" className="" />);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
