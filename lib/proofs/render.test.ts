import { inflateSync } from 'node:zlib';
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
});
