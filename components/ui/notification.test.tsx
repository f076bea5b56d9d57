/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NOTIFICATION_DISMISS_MS } from '@/lib/constants';
import { NotificationBanner, NotificationProvider, useNotification, type Notification } from './notification';

function Trigger({ notification }: { notification: Notification }) {
  const { notify } = useNotification();
  return <button onClick={() => notify(notification)}>Notify</button>;
}

function renderBanner(notification: Notification) {
  render(
    <NotificationProvider>
      <Trigger notification={notification} />
      <NotificationBanner />
    </NotificationProvider>,
  );
  fireEvent.click(screen.getByText('Notify'));
}

describe('notification banner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success as a polite status titled "Success"', () => {
    renderBanner({ isSuccess: true, message: 'Quote Submitted Successfully' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(status).toHaveTextContent('Quote Submitted Successfully');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows a failure as an alert titled "Uh-oh!"', () => {
    renderBanner({ isSuccess: false, message: 'Quote Submission Failed' });
    expect(screen.getByRole('alert')).toHaveTextContent('Uh-oh!');
    expect(screen.getByRole('alert')).toHaveTextContent('Quote Submission Failed');
  });

  it('clears itself 7000 ms after being set', () => {
    renderBanner({ isSuccess: true, message: 'Saved' });
    act(() => jest.advanceTimersByTime(NOTIFICATION_DISMISS_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('restarts the 7000 ms when a new notification replaces the old one', () => {
    renderBanner({ isSuccess: true, message: 'First' });
    act(() => jest.advanceTimersByTime(5000));
    fireEvent.click(screen.getByText('Notify'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('First');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes with its close button', () => {
    renderBanner({ isSuccess: false, message: 'Nope' });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
