import { artworkGuidance } from '@/content/artwork-guidance';
import { readImageSize } from './read-image';
import { isPdf, readPdf } from './read-pdf';

/**
 * The artwork check (issue 14 §2), the same in the browser and on the server: the facts read
 * from the file's first bytes, judged against the size chosen for the quote.
 */
export type PreflightStatus = 'ok' | 'warning' | 'strong-warning' | 'unchecked';

type PreflightFacts =
  | { kind: 'raster'; widthPx: number; heightPx: number; effectiveDpi: number }
  | { kind: 'pdf'; pageCount?: number; pageWidthIn?: number; pageHeightIn?: number }
  | { kind: 'other' };

export type Preflight = { status: PreflightStatus; facts: PreflightFacts; messages: string[] };

/** How each outcome is named to customers and staff. */
export const preflightStatusLabels: Record<PreflightStatus, string> = {
  ok: 'Looks good',
  warning: 'Check recommended',
  'strong-warning': 'Likely to print poorly',
  unchecked: 'Could not be checked',
};

/** "Artwork check: Check recommended. Your PDF is ..." for the e-mails and the confirmation. */
export function describePreflight(preflight: Pick<Preflight, 'status' | 'messages'>): string {
  return `${preflightStatusLabels[preflight.status]}. ${preflight.messages.join(' ')}`;
}

/** Bytes to read from the start of a file: enough for image headers and a PDF's page objects. */
export const PREFLIGHT_HEAD_BYTES = 4 * 1024 * 1024;

type Size = { width: number; height: number };

const inches = (value: number) => `${Number(value.toFixed(2))}`;
const sizeText = ({ width, height }: Size) => `${inches(width)} x ${inches(height)} in`;

/**
 * The resolution at the chosen size. Either orientation may be meant, so the long side of the
 * image goes with the long side of the print.
 */
function effectiveDpi(widthPx: number, heightPx: number, size: Size): number {
  const long = Math.max(widthPx, heightPx) / Math.max(size.width, size.height);
  const short = Math.min(widthPx, heightPx) / Math.min(size.width, size.height);
  return Math.floor(Math.min(long, short));
}

function judgeRaster(widthPx: number, heightPx: number, size: Size): Preflight {
  const dpi = effectiveDpi(widthPx, heightPx, size);
  const facts = { kind: 'raster', widthPx, heightPx, effectiveDpi: dpi } as const;
  const measured = `Your image is ${widthPx} x ${heightPx} pixels: ${dpi} DPI at ${sizeText(size)}.`;
  if (dpi < artworkGuidance.minimumDpi)
    return {
      status: 'strong-warning',
      facts,
      messages: [
        `${measured} Below ${artworkGuidance.minimumDpi} DPI it will print visibly blurry or pixelated. Please send a larger image or vector artwork (PDF, AI, EPS or SVG).`,
      ],
    };
  if (dpi < artworkGuidance.goodDpi)
    return {
      status: 'warning',
      facts,
      messages: [
        `${measured} We recommend ${artworkGuidance.goodDpi} DPI for sharp print; fine detail and small text may look soft.`,
      ],
    };
  return { status: 'ok', facts, messages: [`${measured} Sharp enough to print.`] };
}

const matches = (page: Size, expected: Size) => {
  const close = (a: number, b: number) => Math.abs(a - b) <= artworkGuidance.toleranceInches;
  return (
    (close(page.width, expected.width) && close(page.height, expected.height)) ||
    (close(page.width, expected.height) && close(page.height, expected.width))
  );
};

function judgePdf(pageCount: number | undefined, widthPt: number, heightPt: number, size: Size): Preflight {
  const page = { width: widthPt / 72, height: heightPt / 72 };
  const bleed = artworkGuidance.bleedInches;
  const withBleed = { width: size.width + 2 * bleed, height: size.height + 2 * bleed };
  const facts = { kind: 'pdf', pageCount, pageWidthIn: page.width, pageHeightIn: page.height } as const;
  const pages = pageCount ? `${pageCount} ${pageCount === 1 ? 'page' : 'pages'}, ` : '';
  const measured = `Your PDF is ${pages}${sizeText(page)}.`;
  if (matches(page, withBleed))
    return {
      status: 'ok',
      facts,
      messages: [`${measured} That is ${sizeText(size)} plus bleed: ready to print.`],
    };
  if (matches(page, size))
    return {
      status: 'warning',
      facts,
      messages: [
        `${measured} It has no bleed: extend the background ${bleed} in past each edge, to ${sizeText(withBleed)}.`,
      ],
    };
  return {
    status: 'warning',
    facts,
    messages: [
      `${measured} For ${sizeText(size)} the page should be ${sizeText(withBleed)} (${bleed} in bleed on each side). We will scale or adjust it on your proof.`,
    ],
  };
}

const unchecked = (facts: PreflightFacts, message: string): Preflight => ({
  status: 'unchecked',
  facts,
  messages: [message],
});

/** Checks the first bytes of an artwork file (up to PREFLIGHT_HEAD_BYTES) for the chosen size. */
export function preflightArtwork(head: Uint8Array, size: Size): Preflight {
  const pixels = readImageSize(head);
  if (pixels) return judgeRaster(pixels.widthPx, pixels.heightPx, size);
  if (isPdf(head)) {
    const pdf = readPdf(head);
    if (pdf?.pageWidthPt && pdf.pageHeightPt)
      return judgePdf(pdf.pageCount, pdf.pageWidthPt, pdf.pageHeightPt, size);
    return unchecked(
      { kind: 'pdf', pageCount: pdf?.pageCount },
      'We could not read the page size of this PDF; we will check it by hand before your proof.',
    );
  }
  return unchecked(
    { kind: 'other' },
    'This file could not be checked automatically; we will check it by hand before your proof.',
  );
}
export { isPdf } from './read-pdf';
