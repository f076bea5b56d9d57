import sharp from 'sharp';
import { DEFAULT_BORDER_IN, traceCutLine, type CutLine } from '@/lib/cut-line';
import { fittedArtwork } from '@/lib/cut-line';

/** The sample artwork is pictured as printed this large (its longer side), in inches. */
const SAMPLE_PRINT_SIDE_IN = 3;
/** The long side, in pixels, the artwork is drawn at for tracing: the tracer's own grid size. */
const TRACE_SIDE_PX = 512;

type Box = { x: number; y: number; width: number; height: number };

/**
 * A sample design ready to be pictured: its SVG markup (drawn inside each picture, so it stays
 * sharp at any size) and its die-cut line, traced from its transparency exactly as the wizard
 * and the automatic proof trace a customer's file, at the shop's default white border.
 */
export type SampleArtwork = {
  name: string;
  /** The design's own coordinate box (its root viewBox). */
  viewBox: Box;
  /** What is inside its root element. */
  markup: string;
  /** The printed size of the design, in inches. */
  sizeIn: { width: number; height: number };
  cutLine: CutLine;
};

/** Reads a design's root viewBox and content; a file without one is refused by name. */
function parseSvg(name: string, svg: string) {
  const root = /<svg\b[^>]*>/.exec(svg);
  const viewBox = root && /viewBox="([^"]+)"/.exec(root[0]);
  const end = svg.lastIndexOf('</svg>');
  if (!root || !viewBox || end < 0)
    throw new Error(`Sample artwork ${name} needs an <svg> root with a viewBox.`);
  const [x = 0, y = 0, width = 0, height = 0] = viewBox[1]!
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(width > 0 && height > 0)) throw new Error(`Sample artwork ${name} has an empty viewBox.`);
  return { viewBox: { x, y, width, height }, markup: svg.slice(root.index + root[0].length, end).trim() };
}

export async function prepareArtwork(name: string, svg: string): Promise<SampleArtwork> {
  const { viewBox, markup } = parseSvg(name, svg);
  const sizeIn = fittedArtwork(viewBox, { width: SAMPLE_PRINT_SIDE_IN, height: SAMPLE_PRINT_SIDE_IN });
  const scale = TRACE_SIDE_PX / Math.max(viewBox.width, viewBox.height);
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({
      width: Math.round(viewBox.width * scale),
      height: Math.round(viewBox.height * scale),
      fit: 'fill',
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cutLine = traceCutLine(
    { width: info.width, height: info.height, data },
    { widthIn: sizeIn.width, heightIn: sizeIn.height, borderIn: DEFAULT_BORDER_IN },
  );
  return { name, viewBox, markup, sizeIn, cutLine };
}
