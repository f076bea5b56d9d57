import { MAX_ARTWORK_BYTES } from '@/lib/constants';
import { artworkTypeMessage } from '@/lib/storage/file-types';
import { artworkFileProblem } from './artwork-file';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('artworkFileProblem', () => {
  it('takes every type the upload endpoint accepts, by declared type or by extension', () => {
    expect(artworkFileProblem(file('logo.png', 1000, 'image/png'))).toBeUndefined();
    expect(artworkFileProblem(file('logo.ai', 1000))).toBeUndefined();
    expect(artworkFileProblem(file('LOGO.EPS', 1000, 'application/octet-stream'))).toBeUndefined();
    expect(artworkFileProblem(file('art.pdf', MAX_ARTWORK_BYTES, 'application/pdf'))).toBeUndefined();
  });

  it('refuses a text file and any other type the server refuses, with the accepted list', () => {
    expect(artworkFileProblem(file('notes.txt', 12, 'text/plain'))).toBe(artworkTypeMessage);
    expect(artworkFileProblem(file('clip.gif', 12, 'image/gif'))).toBe(artworkTypeMessage);
    expect(artworkFileProblem(file('noextension', 12))).toBe(artworkTypeMessage);
  });

  it('refuses a file over 50 MB with the spec’s message, whatever its type', () => {
    expect(artworkFileProblem(file('big.png', MAX_ARTWORK_BYTES + 1, 'image/png'))).toBe(
      'File size should not exceed 50 MB. Current size: 50.00 MB.',
    );
    expect(artworkFileProblem(file('big.txt', 60 * 1024 * 1024, 'text/plain'))).toBe(
      'File size should not exceed 50 MB. Current size: 60.00 MB.',
    );
  });
});
