/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SiteError from '@/app/(site)/error';

describe('the error page inside the site shell', () => {
  it('says the page failed without internals, retries on request and links back home', async () => {
    const reset = jest.fn();
    render(<SiteError error={new Error('connect ECONNREFUSED 10.0.0.5:5432')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't load this page");
    expect(document.body).not.toHaveTextContent('ECONNREFUSED');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
