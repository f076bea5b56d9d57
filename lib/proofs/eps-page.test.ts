import { epsBoundingBox, epsPagePicture } from './eps-page';

const eps = (comments: string) =>
  Buffer.from(`%!PS-Adobe-3.0 EPSF-3.0\n${comments}newpath 144 144 48 0 360 arc fill\nshowpage\n`, 'latin1');

describe('epsBoundingBox', () => {
  it('reads the high-resolution box before the whole-point one, and skips one left to the end', () => {
    expect(
      epsBoundingBox(eps('%%BoundingBox: 72 72 217 217\n%%HiResBoundingBox: 72.5 72 216.5 216\n')),
    ).toEqual({
      x: 72.5,
      y: 72,
      width: 144,
      height: 144,
    });
    expect(epsBoundingBox(eps('%%BoundingBox: (atend)\n'))).toBeUndefined();
    expect(epsBoundingBox(eps('%%BoundingBox: 10 10 10 50\n'))).toBeUndefined();
  });
});

describe('epsPagePicture', () => {
  it('refuses, saying why, where Ghostscript is not installed (Vercel, Amplify Hosting)', async () => {
    await expect(
      epsPagePicture(eps('%%BoundingBox: 72 72 216 216\n'), { width: 2, height: 2 }, 72, {
        program: 'gs-not-installed',
      }),
    ).rejects.toThrow(
      'The automatic proof draws EPS and PostScript artwork with Ghostscript, which is not installed on this server. Please upload a proof by hand.',
    );
  });
});
