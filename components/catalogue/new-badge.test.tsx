/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NewBadge } from './new-badge';

describe('NewBadge', () => {
  afterEach(() => jest.useRealTimers());

  it('judges the 7-day window with the visitor clock, whatever the page was built with', () => {
    jest.useFakeTimers({ now: new Date('2025-06-18T10:00:00Z') });
    render(<NewBadge createdAt="2025-06-16" renderedNew={false} />);
    expect(screen.getByText('NEW')).toBeInTheDocument();
  });

  it('hides the badge once the window has passed', () => {
    jest.useFakeTimers({ now: new Date('2025-06-24T10:00:00Z') });
    render(<NewBadge createdAt="2025-06-16" renderedNew />);
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
  });
});
