/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Disclosure } from './disclosure';

function renderDisclosure(onIntent = jest.fn()) {
  render(
    <Disclosure label="Edit your details" onIntent={onIntent}>
      <label>
        First Name
        <input />
      </label>
    </Disclosure>,
  );
  return { button: screen.getByRole('button', { name: 'Edit your details' }), onIntent };
}

describe('Disclosure', () => {
  it('renders nothing of its content until it is first opened', () => {
    const { button } = renderDisclosure();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('First Name')).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('First Name')).toBeVisible();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByLabelText('First Name'),
    );
  });

  it('keeps what was typed while it is closed', () => {
    const { button } = renderDisclosure();
    fireEvent.click(button);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Mary-Ann' } });

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('First Name')).not.toBeVisible();

    fireEvent.click(button);
    expect(screen.getByLabelText('First Name')).toHaveValue('Mary-Ann');
  });

  it('starts loading the content when the visitor points at or focuses the button', () => {
    const { button, onIntent } = renderDisclosure();
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    expect(onIntent).toHaveBeenCalledTimes(2);
  });

  it('lets a prefetch fail quietly: opening is what loads the content', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { button } = renderDisclosure(jest.fn(() => Promise.reject(new Error('offline'))));
      fireEvent.focus(button);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      fireEvent.click(button);
      expect(screen.getByLabelText('First Name')).toBeVisible();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('is disabled in the server-rendered page, until it works', () => {
    const html = renderToString(<Disclosure label="Edit your details">content</Disclosure>);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Edit your details<\/button>/);
    expect(html).not.toContain('content');
  });
});
