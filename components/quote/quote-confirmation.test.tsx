/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { QuoteConfirmation } from './quote-confirmation';
import { saveSubmittedQuote, type SubmittedQuote } from './submitted-quote';

const intros = { found: <h1>Found</h1>, missing: <h1>Missing</h1> };

// Which intro shows is CSS on this attribute (e2e/quote-experience.spec.ts checks what is seen).
const shownCase = (container: HTMLElement) => (container.firstChild as HTMLElement).dataset.quote;

const quote: SubmittedQuote = {
  quoteNumber: 'Q-261123-AB12C',
  contactEmail: 'dana+shop@example.com',
  rows: [
    ['Product', 'Stickers & Labels'],
    ['Price', '$201.50 ($2.02 each)'],
  ],
  readyBy: 'Ready by Mon, Nov 30',
  artwork: 'logo.pdf: Looks good',
};

beforeEach(() => window.sessionStorage.clear());

describe('QuoteConfirmation', () => {
  it('shows the quote sent from this tab, with account links carrying its e-mail', () => {
    saveSubmittedQuote(quote);
    const { container } = render(<QuoteConfirmation intros={intros} />);
    expect(shownCase(container)).toBe('found');
    const number = screen.getByRole('region', { name: 'Quote number' });
    expect(number).toHaveTextContent('Q-261123-AB12C');
    expect(number).toHaveTextContent('Ready by Mon, Nov 30');
    expect(screen.getByRole('region', { name: 'Quote summary' })).toHaveTextContent('logo.pdf: Looks good');
    const follow = screen.getByRole('region', { name: 'Follow your quote' });
    expect(within(follow).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup?username=dana%2Bshop%40example.com',
    );
    expect(within(follow).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?username=dana%2Bshop%40example.com',
    );
  });

  it.each([
    ['nothing saved', undefined],
    ['a saved value that is not a quote', '{"quoteNumber":7,"rows":"x"}'],
    ['a saved value that is not JSON', '{'],
  ])('with %s, says so and links back to the wizard', (_case, saved) => {
    if (saved) window.sessionStorage.setItem('coastline.submitted-quote', saved);
    const { container } = render(<QuoteConfirmation intros={intros} />);
    expect(shownCase(container)).toBe('missing');
    expect(screen.getByRole('link', { name: 'Start a quote' })).toHaveAttribute('href', '/start-an-order');
    expect(screen.queryByRole('region', { name: 'Quote number' })).toBeNull();
  });
});
