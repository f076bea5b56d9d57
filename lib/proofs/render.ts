import 'server-only';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { traceCutLine } from '@/lib/cut-line';
import { winAnsiText } from '@/lib/documents';
import { isPdf } from '@/lib/artwork-preflight';
import { isPsd, PsdCompositeError, psdComposite, type PsdProblem } from '@/lib/psd-composite';
import { ProofRenderError } from './errors';
import { fittedArtwork } from '@/lib/cut-line';
import { POINTS_PER_INCH, proofGeometry, type ProofGeometry } from './geometry';
import { epsPagePicture } from './eps-page';
import { pdfPagePicture } from './pdf-page';
import { CUT_CONTOUR, type ProofSubject } from './subject';

/** The design is embedded at most this sharp: a proof is checked on screen or paper, not printed from. */
const PROOF_PPI = 300;
/** The picture of the proof on the quote page: sharp enough to zoom into twice. */
const PREVIEW_PPI = 144;
const PREVIEW_MAX_SIDE = 3000;
/** Artwork larger than this many pixels is refused (sharp's own guard against decompression bombs). */
const MAX_INPUT_PIXELS = 100_000_000;

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const DETAIL_SIZE_PT = 10;
const TITLE_SIZE_PT = 13;
const LINE_COLOURS = { cut: '#d6007e', bleed: '#0369a1', safe: '#15803d', ink: '#0f172a' } as const;

export type RenderedProof = { pdf: Buffer; preview: Buffer; geometry: ProofGeometry };

const inches = (value: number) => String(Number(value.toFixed(2)));

/** PostScript and EPS (plain, and DOS EPS with a preview) start so: drawn with Ghostscript. */
const POSTSCRIPT_SIGNATURES = ['%!PS', '\xC5\xD0\xD3\xC6'];

/** Why a Photoshop file's composite was not drawn, in words staff act on. */
const psdMessages: Record<PsdProblem, string> = {
  unreadable: 'The automatic proof could not read this Photoshop file. Please upload a proof by hand.',
  'too-large': `This Photoshop file is larger than the automatic proof draws (over ${MAX_INPUT_PIXELS / 1_000_000} million pixels). Please upload a proof by hand.`,
  'colour-mode':
    'The automatic proof draws RGB, greyscale and indexed-colour Photoshop files; this one is CMYK, Lab, duotone or multichannel. Please upload a proof by hand.',
  'no-composite':
    'This Photoshop file was saved without its composite image ("Maximize Compatibility" off), so the automatic proof cannot draw it without redoing Photoshop\'s layers. Please upload a proof by hand, or ask for the file saved with Maximize Compatibility on.',
};

/** A Photoshop file's composite, with its transparency; refused (with why) before decoding when too large. */
function psdImage(artwork: Uint8Array) {
  try {
    const { width, height, data } = psdComposite(artwork, MAX_INPUT_PIXELS);
    return { image: sharp(data, { raw: { width, height, channels: 4 } }), width, height };
  } catch (error) {
    if (error instanceof PsdCompositeError) throw new ProofRenderError(psdMessages[error.problem]);
    throw error;
  }
}

/**
 * The artwork as an image sharp works on: a picture file as it is, a PDF's first page drawn for the
 * printed size, a Photoshop file's composite, an EPS drawn by Ghostscript.
 */
async function decode(artwork: Uint8Array, sizeIn: ProofSubject['size']) {
  const refuse = () =>
    new ProofRenderError(
      'The automatic proof draws PDF (and PDF-compatible Illustrator), PNG, JPEG, WebP, TIFF, SVG and Photoshop (PSD) artwork, and EPS where Ghostscript is installed; this file is not one of them. Please upload a proof by hand.',
    );
  if (isPdf(artwork)) {
    const page = await pdfPagePicture(artwork, sizeIn, PROOF_PPI);
    const raw = { width: page.width, height: page.height, channels: 4 as const };
    return { image: sharp(page.data, { raw }), width: page.width, height: page.height };
  }
  if (isPsd(artwork)) return psdImage(artwork);
  const head = Buffer.from(artwork.subarray(0, 8)).toString('latin1');
  const postScript = POSTSCRIPT_SIGNATURES.some((signature) => head.startsWith(signature));
  const picture = postScript ? await epsPagePicture(artwork, sizeIn, PROOF_PPI) : artwork;
  const image = sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => undefined);
  if (!metadata?.width || !metadata.height || metadata.format === 'pdf') throw refuse();
  return { image, width: metadata.width, height: metadata.height };
}

/**
 * Draws the proof of `artwork` (issue 32 §2): a PDF page sized to the design plus margins, the
 * design at its printed size, the cut line as a path in the CutContour spot colour (traced from
 * the artwork's transparency for a die-cut, else the product's shape), the bleed and safe-zone
 * lines and the details; and a PNG of the same drawing (without the details) for the quote
 * page, composed from the same scaled artwork.
 */
export async function renderProof(artwork: Uint8Array, subject: ProofSubject): Promise<RenderedProof> {
  const { image, width, height } = await decode(artwork, subject.size);
  const fitted = fittedArtwork({ width, height }, subject.size);
  const cutLine =
    subject.shape === 'die-cut'
      ? await image
          .clone()
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) =>
            traceCutLine(
              { width: info.width, height: info.height, data },
              { widthIn: fitted.width, heightIn: fitted.height, borderIn: subject.cutBorderIn },
            ),
          )
      : undefined;

  // A die-cut's overall size is known once traced: its outline's bounds.
  const details = cutLine
    ? [
        ...subject.details,
        `Cut outline: ${inches(cutLine.bounds.width)} x ${inches(cutLine.bounds.height)} in`,
      ]
    : subject.details;
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: subject.title } });
  const detailsHeight = (widthPt: number) =>
    doc
      .font(FONT.bold)
      .fontSize(TITLE_SIZE_PT)
      .heightOfString(winAnsiText(subject.title), { width: widthPt }) +
    details.reduce(
      (total, line) =>
        total +
        doc.font(FONT.regular).fontSize(DETAIL_SIZE_PT).heightOfString(winAnsiText(line), { width: widthPt }),
      0,
    );
  const geometry = proofGeometry({ ...subject, image: { width, height }, cutLine, detailsHeight });

  // One scaled copy of the design, flattened on white, serves the PDF (JPEG, embedded as is)
  // and the picture.
  const pixels = (ppi: number) => ({
    width: Math.max(1, Math.min(width, Math.round((geometry.artwork.width / POINTS_PER_INCH) * ppi))),
    height: Math.max(1, Math.min(height, Math.round((geometry.artwork.height / POINTS_PER_INCH) * ppi))),
  });
  const scaled = await image
    .clone()
    .resize({ ...pixels(PROOF_PPI), fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();

  const [pdf, preview] = await Promise.all([
    drawPdf(doc, geometry, scaled, { ...subject, details }),
    drawPreview(geometry, scaled),
  ]);
  return { pdf, preview, geometry };
}

function drawPdf(doc: PDFKit.PDFDocument, geometry: ProofGeometry, design: Buffer, subject: ProofSubject) {
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.addPage({ size: [geometry.page.width, geometry.page.height], margin: 0 });
  const { artwork } = geometry;
  doc.image(design, artwork.x, artwork.y, { width: artwork.width, height: artwork.height });

  doc.save().lineWidth(0.75).dash(1.5, { space: 3 }).strokeColor(LINE_COLOURS.bleed);
  doc.path(geometry.bleedPath).stroke();
  doc.dash(4, { space: 2 }).strokeColor(LINE_COLOURS.safe);
  doc.path(geometry.safePath).stroke();
  doc.restore();
  // The cut: a solid hairline in the named spot colour, which the cutter follows and never prints.
  (doc as SpotColours).addSpotColor(CUT_CONTOUR, 0, 100, 0, 0);
  doc.save().lineWidth(0.5).undash().strokeColor(CUT_CONTOUR);
  doc.path(geometry.cutPath).stroke();
  doc.restore();

  const { x, y, width } = geometry.details;
  doc.fillColor(LINE_COLOURS.ink).font(FONT.bold).fontSize(TITLE_SIZE_PT);
  doc.text(winAnsiText(subject.title), x, y, { width });
  doc.font(FONT.regular).fontSize(DETAIL_SIZE_PT);
  for (const line of subject.details) doc.text(winAnsiText(line), { width });
  doc.end();
  return done;
}

/** pdfkit draws spot colours (Separation colour spaces); its type definitions do not say so yet. */
type SpotColours = PDFKit.PDFDocument & {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): PDFKit.PDFDocument;
};

/** The drawing part of the page (above the details) as a PNG: the design and its three lines. */
async function drawPreview(geometry: ProofGeometry, design: Buffer): Promise<Buffer> {
  const scale = Math.min(
    PREVIEW_PPI / POINTS_PER_INCH,
    PREVIEW_MAX_SIDE / Math.max(geometry.page.width, geometry.details.y),
  );
  const size = {
    width: Math.round(geometry.page.width * scale),
    height: Math.round(geometry.details.y * scale),
  };
  const { artwork } = geometry;
  const placed = await sharp(design)
    .resize({
      width: Math.max(1, Math.round(artwork.width * scale)),
      height: Math.max(1, Math.round(artwork.height * scale)),
      fit: 'fill',
    })
    .toBuffer();
  const stroke = (colour: string, dash: string, path: string) =>
    `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${1.5 / scale}" stroke-dasharray="${dash}"/>`;
  const lines = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${geometry.page.width} ${geometry.details.y}">
    ${stroke(LINE_COLOURS.bleed, `${2 / scale} ${4 / scale}`, geometry.bleedPath)}
    ${stroke(LINE_COLOURS.safe, `${6 / scale} ${3 / scale}`, geometry.safePath)}
    ${stroke(LINE_COLOURS.cut, `${8 / scale} ${5 / scale}`, geometry.cutPath)}
  </svg>`;
  return sharp({ create: { ...size, channels: 3, background: '#ffffff' } })
    .composite([
      { input: placed, left: Math.round(artwork.x * scale), top: Math.round(artwork.y * scale) },
      { input: Buffer.from(lines), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
}
