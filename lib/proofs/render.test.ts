import { inflateSync } from 'node:zlib';
import { writePsdBuffer, type Psd } from 'ag-psd';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { readPdf } from '@/lib/artwork-preflight/read-pdf';
import { pdfPages } from '@/tests/helpers/pdf-text';
import { POINTS_PER_INCH } from './geometry';
import { renderProof } from './render';
import { CUT_CONTOUR, GUIDE_LEGEND, type ProofSubject } from './subject';

/** A 600 px square PNG, transparent but for an opaque red disc of 200 px radius in its middle. */
async function transparentDisc(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="200" fill="#e11d48"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PDF of one 4 × 2 in page (vector art: a red disc 1.5 in across on the left, no background), made with `options`. */
function discPdf(options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 144], margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.circle(72, 72, 54).fill('#e11d48');
  doc.end();
  return done;
}

/**
 * The transparent disc as a Photoshop file, written by ag-psd as Photoshop writes one: a layer,
 * and the composite beside it unless saved with "Maximize Compatibility" off.
 */
async function discPsd({ maximizeCompatibility = true } = {}): Promise<Buffer> {
  const { data, info } = await sharp(await transparentDisc())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  const psd: Psd = {
    width: info.width,
    height: info.height,
    children: [{ name: 'Disc', imageData: pixels }],
    imageResources: {
      versionInfo: {
        hasRealMergedData: maximizeCompatibility,
        writerName: 'Adobe Photoshop',
        readerName: 'Adobe Photoshop 2025',
        fileVersion: 1,
      },
    },
    ...(maximizeCompatibility ? { imageData: pixels } : {}),
  };
  return writePsdBuffer(psd);
}

/** The 26-byte header of a Photoshop file (PSD, 8 bits a channel) and nothing after it. */
function psdHeader({ width, height, colourMode }: { width: number; height: number; colourMode: number }) {
  const header = Buffer.alloc(26);
  header.write('8BPS', 0, 'latin1');
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(3, 12);
  header.writeUInt32BE(height, 14);
  header.writeUInt32BE(width, 18);
  header.writeUInt16BE(8, 22);
  header.writeUInt16BE(colourMode, 24);
  return header;
}

const subject = (overrides: Partial<ProofSubject> = {}): ProofSubject => ({
  shape: 'die-cut',
  size: { width: 3, height: 3 },
  cutBorderIn: 0.25,
  title: 'Quote Q-261127-ABCDE · Proof 1',
  details: ['Product: Stickers & Labels - Die Cut', 'Quantity: 100', GUIDE_LEGEND],
  ...overrides,
});

/** The page's content streams, inflated (pdfkit compresses them), as text. */
function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // An image's stream (JPEG) is not deflated.
    }
  }
  return streams.join('\n');
}

describe('renderProof', () => {
  it('draws a die-cut proof: page sized to the design, the cut as a path in the CutContour separation, the texts', async () => {
    const { pdf, preview, geometry } = await renderProof(await transparentDisc(), subject());
    const facts = readPdf(pdf);
    expect(facts?.pageCount).toBe(1);
    expect(facts?.pageWidthPt).toBeCloseTo(geometry.page.width, 1);
    expect(facts?.pageHeightPt).toBeCloseTo(geometry.page.height, 1);

    // The colour space is a Separation named CutContour, and the page strokes a path in it.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(new RegExp(`/Separation /${CUT_CONTOUR} /DeviceCMYK`));
    const content = contentStreams(pdf);
    const cut = /\/CS0 CS\s+1 SCN([\s\S]*?)\bS\b/.exec(content);
    expect(cut).not.toBeNull();
    // A closed path of many segments (traced around the disc), stroked.
    expect(cut![1]!.match(/ l\n/g)!.length).toBeGreaterThan(20);

    const [text] = await pdfPages(pdf);
    expect(text).toContain('Quote Q-261127-ABCDE · Proof 1');
    expect(text).toContain('Quantity: 100');
    expect(text).toContain('CutContour');
    // The disc is 2 in across at 3 in (400 of 600 px): with a 1/4 in border, 2.5 in.
    expect(text).toMatch(/Cut outline: 2\.5\d? x 2\.5\d? in/);

    const picture = await sharp(preview).metadata();
    expect(picture.format).toBe('png');
    expect(picture.width! / picture.height!).toBeCloseTo(geometry.page.width / geometry.details.y, 1);
  });

  it('draws a rectangle at the chosen size for artwork without transparency', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#2563eb' } })
      .jpeg()
      .toBuffer();
    const { pdf, geometry } = await renderProof(
      jpeg,
      subject({ shape: 'rectangle', size: { width: 4, height: 2 } }),
    );
    expect(geometry.cutSizeIn).toEqual({ width: 4, height: 2 });
    const content = contentStreams(pdf);
    const cut = /\/CS0 CS\s+1 SCN([\s\S]*?)\bS\b/.exec(content);
    // Four corners, 4 in by 2 in apart.
    const corners = [...cut![1]!.matchAll(/([\d.]+) ([\d.]+) [ml]/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(corners).toHaveLength(4);
    const xs = corners.map(([x]) => x!);
    const ys = corners.map(([, y]) => y!);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(4 * POINTS_PER_INCH, 3);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(2 * POINTS_PER_INCH, 3);
    expect((await pdfPages(pdf))[0]).not.toContain('Cut outline');
  });

  it('refuses artwork it cannot draw, saying what to do', async () => {
    const pdfArtwork = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
    await expect(renderProof(pdfArtwork, subject())).rejects.toThrow('Please upload a proof by hand.');
  });

  it('draws PDF artwork from its first page: fitted to the size, its die-cut traced around the ink', async () => {
    // A 4 × 2 in page printed 8 × 4 in: the 1.5 in disc is 3 in across, 3.5 in with its border.
    const { pdf, preview, geometry } = await renderProof(
      await discPdf(),
      subject({ size: { width: 8, height: 4 }, cutBorderIn: 0.25 }),
    );
    expect(geometry.artwork.width / POINTS_PER_INCH).toBeCloseTo(8, 2);
    expect(geometry.artwork.height / POINTS_PER_INCH).toBeCloseTo(4, 2);
    expect((await pdfPages(pdf))[0]).toMatch(/Cut outline: 3\.5\d? x 3\.5\d? in/);
    // The page has no background: the picture shows the disc on white, not a black box.
    const { data, info } = await sharp(preview).raw().toBuffer({ resolveWithObject: true });
    const at = (xIn: number, yIn: number) => {
      const scale = info.width / geometry.page.width;
      const x = Math.round((geometry.artwork.x + xIn * POINTS_PER_INCH) * scale);
      const y = Math.round((geometry.artwork.y + yIn * POINTS_PER_INCH) * scale);
      return [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
    };
    // (the design is embedded as a JPEG: colours within a few levels)
    const near = (actual: number[], expected: number[]) =>
      actual.forEach((level, channel) => expect(Math.abs(level - expected[channel]!)).toBeLessThanOrEqual(6));
    near(at(2, 2), [0xe1, 0x1d, 0x48]);
    near(at(6, 2), [255, 255, 255]);
  });

  it('refuses a PDF locked by a password, saying so', async () => {
    const locked = await discPdf({ userPassword: 'secret', ownerPassword: 'owner' });
    await expect(renderProof(locked, subject())).rejects.toThrow('protected by a password');
  });

  it('refuses a file it draws none of, saying what it draws', async () => {
    await expect(renderProof(Buffer.from('GIF89a'), subject())).rejects.toThrow(
      /draws PDF .* Photoshop \(PSD\) artwork, and EPS where Ghostscript is installed; .* Please upload a proof by hand\./,
    );
  });

  it("draws a Photoshop file's composite with its transparency: the die-cut follows the disc", async () => {
    const { pdf } = await renderProof(await discPsd(), subject());
    // The disc is 2 in across at 3 in (400 of 600 px): with a 1/4 in border, 2.5 in, as from the PNG.
    expect((await pdfPages(pdf))[0]).toMatch(/Cut outline: 2\.5\d? x 2\.5\d? in/);
  });

  it('refuses a Photoshop file saved without its composite, telling staff why', async () => {
    await expect(renderProof(await discPsd({ maximizeCompatibility: false }), subject())).rejects.toThrow(
      'This Photoshop file was saved without its composite image ("Maximize Compatibility" off)',
    );
  });

  it('refuses a Photoshop file too large to draw, or in a colour mode it cannot, from its header alone', async () => {
    // 20000 × 20000 px claimed in 26 bytes: refused before anything is decoded.
    await expect(
      renderProof(psdHeader({ width: 20_000, height: 20_000, colourMode: 3 }), subject()),
    ).rejects.toThrow('larger than the automatic proof draws (over 100 million pixels)');
    await expect(
      renderProof(psdHeader({ width: 600, height: 600, colourMode: 4 }), subject()),
    ).rejects.toThrow('this one is CMYK, Lab, duotone or multichannel');
    await expect(renderProof(Buffer.from('8BPS\u0000\u0001'), subject())).rejects.toThrow(
      'could not read this Photoshop file',
    );
  });

  describe('EPS and PostScript, drawn by Ghostscript', () => {
    /** A 2 × 2 in EPS whose box starts 1 in from the origin: a red disc 1.33 in across, no background. */
    const discEps = (prolog = '') =>
      Buffer.from(
        `%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 72 72 216 216\n${prolog}newpath 144 144 48 0 360 arc closepath 0.88 0.11 0.28 setrgbcolor fill\nshowpage\n%%EOF\n`,
        'latin1',
      );

    it('draws the EPS cropped to its box, transparent around the ink: the die-cut follows the disc', async () => {
      const { pdf, geometry } = await renderProof(discEps(), subject());
      expect(geometry.artwork.width / POINTS_PER_INCH).toBeCloseTo(3, 2);
      // The disc is two thirds of the 3 in design: 2 in, 2.5 in with the 1/4 in border.
      expect((await pdfPages(pdf))[0]).toMatch(/Cut outline: 2\.5\d? x 2\.5\d? in/);
    });

    it('draws a DOS EPS (binary header, preview beside the PostScript) the same way', async () => {
      const postScript = discEps();
      const header = Buffer.alloc(30);
      header.writeUInt32BE(0xc5d0d3c6, 0);
      header.writeUInt32LE(30, 4);
      header.writeUInt32LE(postScript.length, 8);
      header.writeUInt16LE(0xffff, 28);
      const { pdf } = await renderProof(Buffer.concat([header, postScript]), subject());
      expect((await pdfPages(pdf))[0]).toMatch(/Cut outline: 2\.5\d? x 2\.5\d? in/);
    });

    it("runs Ghostscript in SAFER mode: a file that reads the server's files is refused", async () => {
      const snooping = discEps('(/etc/hostname) (r) file 100 string readstring pop pop\n');
      await expect(renderProof(snooping, subject())).rejects.toThrow(
        'could not draw this EPS or PostScript file. Please upload a proof by hand.',
      );
    });

    it('refuses an EPS without a bounding box', async () => {
      await expect(
        renderProof(Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\nshowpage\n'), subject()),
      ).rejects.toThrow('could not draw this EPS or PostScript file');
    });
  });
});
