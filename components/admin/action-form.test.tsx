/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ActionForm, FileField } from './action-form';

describe('FileField', () => {
  const pick = (bytes: number) =>
    fireEvent.change(screen.getByLabelText('Photo'), {
      target: { files: [new File([new Uint8Array(bytes)], 'van.jpg', { type: 'image/jpeg' })] },
    });

  it('refuses a file over its limit as soon as it is picked, and forgets the refusal for one within it', () => {
    const action = jest.fn();
    render(
      <ActionForm action={action} label="Add a photo">
        <FileField
          id="photo"
          name="photo"
          label="Photo"
          accept="image/jpeg"
          maxBytes={1_000}
          tooLargeMessage="The photo is larger than 1 KB."
        />
      </ActionForm>,
    );
    pick(1_001);
    expect(screen.getByRole('alert')).toHaveTextContent('The photo is larger than 1 KB.');
    expect(screen.getByLabelText('Photo')).toHaveAttribute('aria-invalid', 'true');
    pick(1_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });
});
