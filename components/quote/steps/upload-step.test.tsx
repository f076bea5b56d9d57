/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { artworkTypeMessage } from '@/lib/storage/file-types';
import { UploadStep } from './upload-step';

function renderStep(onFile = jest.fn()) {
  render(
    <UploadStep
      uploadOption="upload"
      productOption="die-cut"
      onUploadOption={() => undefined}
      onFile={onFile}
    />,
  );
  return onFile;
}

// The picker's `accept` list would hide a .txt from a person; the check must hold without it.
const user = () => userEvent.setup({ applyAccept: false });

describe('UploadStep: the file is checked when chosen', () => {
  it('refuses a .txt at once, announcing the accepted types, and takes nothing', async () => {
    const onFile = renderStep();
    await user().upload(
      screen.getByLabelText(/Artwork file/),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(artworkTypeMessage);
    expect(screen.getByLabelText(/Artwork file/)).toHaveAttribute('aria-invalid', 'true');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over 50 MB with the spec’s message', async () => {
    const onFile = renderStep();
    const big = new File(['x'], 'poster.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 51 * 1024 * 1024 });
    await user().upload(screen.getByLabelText(/Artwork file/), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File size should not exceed 50 MB. Current size: 51.00 MB.',
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('takes an accepted file, with no message', async () => {
    const onFile = renderStep();
    const logo = new File(['%PDF-1.7'], 'logo.pdf', { type: 'application/pdf' });
    await user().upload(screen.getByLabelText(/Artwork file/), logo);
    expect(onFile).toHaveBeenCalledWith(logo);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
