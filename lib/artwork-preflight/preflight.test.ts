import { pdfOf, pngOf } from '@/tests/helpers/artwork-files';
import { preflightArtwork } from '.';
import { readImageSize } from './read-image';

const fourInches = { width: 4, height: 4 };

describe('preflightArtwork: raster images', () => {
  it('warns strongly below 150 DPI at the chosen size (a 72 DPI PNG)', () => {
    const result = preflightArtwork(pngOf(288, 288), fourInches);
    expect(result.status).toBe('strong-warning');
    expect(result.facts).toEqual({ kind: 'raster', widthPx: 288, heightPx: 288, effectiveDpi: 72 });
    expect(result.messages[0]).toMatch(/^Your image is 288 x 288 pixels: 72 DPI at 4 x 4 in\. Below 150 DPI/);
  });

  it('warns between 150 and 300 DPI, and passes at 300', () => {
    expect(preflightArtwork(pngOf(800, 800), fourInches).status).toBe('warning');
    expect(preflightArtwork(pngOf(1199, 1199), fourInches).status).toBe('warning');
    expect(preflightArtwork(pngOf(1200, 1200), fourInches).status).toBe('ok');
  });

  it('lets the image be turned: a landscape image for a portrait size is judged by its long side', () => {
    const result = preflightArtwork(pngOf(1500, 900), { width: 3, height: 5 });
    expect(result.facts).toMatchObject({ effectiveDpi: 300 });
    expect(result.status).toBe('ok');
  });
});

describe('preflightArtwork: PDFs', () => {
  it('passes a page of the chosen size plus 1/8 in bleed on each side', () => {
    const result = preflightArtwork(pdfOf(306, 306), { width: 4, height: 4 });
    expect(result.status).toBe('ok');
    expect(result.facts).toEqual({ kind: 'pdf', pageCount: 1, pageWidthIn: 4.25, pageHeightIn: 4.25 });
  });

  it('warns about a page without bleed', () => {
    const result = preflightArtwork(pdfOf(288, 288), fourInches);
    expect(result.status).toBe('warning');
    expect(result.messages[0]).toContain('It has no bleed');
  });

  it('warns about a page of the wrong size, naming both sizes and the page count', () => {
    const result = preflightArtwork(pdfOf(612, 792, 3), { width: 3, height: 3 });
    expect(result.status).toBe('warning');
    expect(result.messages[0]).toBe(
      'Your PDF is 3 pages, 8.5 x 11 in. For 3 x 3 in the page should be 3.25 x 3.25 in (0.125 in bleed on each side). We will scale or adjust it on your proof.',
    );
  });

  it('answers "unchecked" for a PDF whose page size it cannot see', () => {
    const result = preflightArtwork(
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >>'),
      fourInches,
    );
    expect(result.status).toBe('unchecked');
  });
});

describe('preflightArtwork: anything else never throws', () => {
  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PNG cut off inside its header', pngOf(10, 10).subarray(0, 18)],
    [
      'a JPEG with a segment length past the end',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0, 0, 0, 0, 0, 0]),
    ],
    ['a TIFF pointing its directory past the end', Buffer.from([0x49, 0x49, 0x2a, 0, 0xff, 0xff, 0xff, 0])],
    ['nothing', Buffer.alloc(0)],
  ])('%s is "unchecked"', (_name, bytes) => {
    expect(preflightArtwork(bytes, fourInches).status).toBe('unchecked');
  });
});

describe('readImageSize', () => {
  it('reads JPEG, GIF, WebP, TIFF and PSD headers', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20,
      0x03,
    ]);
    expect(readImageSize(jpeg)).toEqual({ widthPx: 800, heightPx: 600 });
    const gif = Buffer.from('GIF89a\x40\x01\xf0\x00', 'latin1');
    expect(readImageSize(gif)).toEqual({ widthPx: 320, heightPx: 240 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(1023, 24, 3);
    webp.writeUIntLE(767, 27, 3);
    expect(readImageSize(webp)).toEqual({ widthPx: 1024, heightPx: 768 });
    const tiff = Buffer.alloc(8 + 2 + 24);
    tiff.write('MM\0*', 0, 'latin1');
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(2, 8);
    tiff.writeUInt16BE(256, 10);
    tiff.writeUInt16BE(3, 12);
    tiff.writeUInt16BE(2400, 18);
    tiff.writeUInt16BE(257, 22);
    tiff.writeUInt16BE(4, 24);
    tiff.writeUInt32BE(1800, 30);
    expect(readImageSize(tiff)).toEqual({ widthPx: 2400, heightPx: 1800 });
    const psd = Buffer.alloc(26);
    psd.write('8BPS', 0, 'latin1');
    psd.writeUInt32BE(500, 14);
    psd.writeUInt32BE(700, 18);
    expect(readImageSize(psd)).toEqual({ widthPx: 700, heightPx: 500 });
  });
});
