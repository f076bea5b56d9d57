import simplify from 'simplify-js';
import { shapeOutlinePath, fittedArtwork, transformPath } from '@/lib/cut-line';
import type { ProductShape } from '@/lib/cut-line';
import type { SampleArtwork } from './artwork';

/** Every catalogue picture is this many CSS pixels (the cards' and tiles' box, 4:3). */
export const PICTURE_SIZE = { width: 320, height: 240 } as const;
/** Points of a traced cut this close (px) to the line that replaces them do not show in a picture. */
const PICTURE_TOLERANCE_PX = 0.35;

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/** The finish a sticker is printed with: what its face and its art look like. */
type Finish = 'print' | 'clear' | 'gold-foil' | 'chrome' | 'holographic' | 'glitter' | 'embossed';

/** Filters, gradients and patterns: each is written into the picture once, when first used. */
const sharedDefs = {
  shadow:
    '<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="2.5" stdDeviation="2.5" flood-color="#1f2937" flood-opacity=".3"/></filter>',
  'gold-foil':
    '<filter id="gold-foil" filterUnits="userSpaceOnUse" x="-400" y="-400" width="800" height="800"><feColorMatrix values=".13 .27 .05 0 .55 .15 .3 .05 0 .4 .13 .26 .05 0 .08 0 0 0 1 0"/></filter>',
  chrome:
    '<linearGradient id="chrome" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset=".35" stop-color="#94a3b8"/><stop offset=".5" stop-color="#e2e8f0"/><stop offset=".7" stop-color="#64748b"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>',
  holographic:
    '<linearGradient id="holographic" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbcfe8"/><stop offset=".25" stop-color="#bfdbfe"/><stop offset=".5" stop-color="#bbf7d0"/><stop offset=".75" stop-color="#fef08a"/><stop offset="1" stop-color="#e9d5ff"/></linearGradient>',
  glitter:
    '<pattern id="glitter" width="7" height="7" patternUnits="userSpaceOnUse"><circle cx="1.5" cy="1.5" r=".9" fill="#fff"/><circle cx="5" cy="4.5" r=".6" fill="#fde68a"/><circle cx="2.5" cy="6" r=".5" fill="#fff"/></pattern>',
  sheen:
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".45" stop-color="#fff" stop-opacity=".6"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  // A product's scene shown as a print inside a category's picture, in the scene's own pixels.
  'scene-print': `<clipPath id="scene-print"><rect width="${PICTURE_SIZE.width}" height="${PICTURE_SIZE.height}" rx="6"/></clipPath>`,
  embossed:
    '<filter id="embossed" filterUnits="userSpaceOnUse" x="-400" y="-400" width="800" height="800"><feOffset in="SourceAlpha" dx="1.2" dy="1.6" result="low"/><feFlood flood-color="#000" flood-opacity=".35"/><feComposite in2="low" operator="in" result="shade"/><feOffset in="SourceAlpha" dx="-.8" dy="-.8" result="high"/><feFlood flood-color="#fff" flood-opacity=".9"/><feComposite in2="high" operator="in" result="light"/><feMerge><feMergeNode in="shade"/><feMergeNode in="light"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
} as const;

/**
 * One picture being drawn: its body, and the definitions its parts use (each sample design as
 * a <symbol>, so a design shown twice is written once).
 */
export class Picture {
  private readonly defs = new Map<string, string>();
  private readonly body: string[] = [];
  /**
   * How large what is being drawn shows (a scene shrunk into a category's picture is less than
   * 1): cut lines keep only the detail that shows at that size.
   */
  scale = 1;

  add(...markup: string[]) {
    this.body.push(...markup);
    return this;
  }

  /** `url(#id)` of a shared definition, writing it on first use. */
  use(id: keyof typeof sharedDefs) {
    this.defs.set(id, sharedDefs[id]);
    return `url(#${id})`;
  }

  /** The design drawn in `box` (scaled to fit, centred), as printed on the product. */
  artwork(art: SampleArtwork, box: Point & Size, attributes = '') {
    const id = `art-${art.name}`;
    const { x, y, width, height } = art.viewBox;
    this.defs.set(id, `<symbol id="${id}" viewBox="${x} ${y} ${width} ${height}">${art.markup}</symbol>`);
    const fitted = fittedArtwork(art.viewBox, box);
    return `<use href="#${id}" x="${px(box.x + (box.width - fitted.width) / 2)}" y="${px(box.y + (box.height - fitted.height) / 2)}" width="${px(fitted.width)}" height="${px(fitted.height)}"${attributes}/>`;
  }

  svg() {
    const { width, height } = PICTURE_SIZE;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${[...this.defs.values()].join('')}</defs>${this.body.join('')}</svg>\n`;
  }
}

/** Pixel coordinates with one decimal: finer than a screen shows at 2× and keeps the files small. */
export const px = (value: number) => Math.round(value * 10) / 10;

export type StickerSpec = {
  art: SampleArtwork;
  /** How it is cut (productShapeOf its option): around the design, or as a circle or rectangle. */
  shape: ProductShape;
  /** The centre of the piece in the picture, and its width there, in px. */
  at: Point;
  width: number;
  /** A circle's or rectangle's proportions (width / height); a die-cut's follow its design. */
  aspect?: number;
  /** Degrees clockwise. */
  rotate?: number;
  finish?: Finish;
  /** The printed background of a circle or rectangle (die-cuts are white, or clear, around the design). */
  background?: string;
  /** A kiss-cut on its sheet: no shadow of its own, the cut a fine grey line. */
  onSheet?: boolean;
  /** A magnet: a dark edge shows its thickness. */
  magnet?: boolean;
  /** The share of a rectangle's width kept free of the design on the right (for a QR code). */
  reserveRight?: number;
};

/**
 * One printed piece as it is made: a die-cut along the design's traced cut line (the line the
 * wizard shows and the proof prints, at the shop's default white border), a circle or rectangle
 * along the shared outline, the design placed where the proof places it, and the finish.
 */
export function sticker(picture: Picture, spec: StickerSpec): string {
  const { art, shape, at, width, rotate = 0, finish = 'print', onSheet = false, magnet = false } = spec;
  const { cutLine, sizeIn } = art;
  let outline: string;
  let artBox: Point & Size;
  if (shape === 'die-cut') {
    const { bounds } = cutLine;
    const scale = width / bounds.width;
    const local = (point: Point) => ({
      x: (point.x - bounds.x - bounds.width / 2) * scale,
      y: (point.y - bounds.y - bounds.height / 2) * scale,
    });
    outline = pointsPath(simplify(cutLine.points.map(local), PICTURE_TOLERANCE_PX / picture.scale, true));
    const origin = local({ x: 0, y: 0 });
    artBox = { ...origin, width: sizeIn.width * scale, height: sizeIn.height * scale };
  } else {
    const size = { width, height: width / (spec.aspect ?? 1) };
    outline = transformPath(
      shapeOutlinePath(shape, size),
      (x) => px(x - size.width / 2),
      (y) => px(y - size.height / 2),
    );
    // The design sits inside the safe zone, as the proof's green line asks, with room to breathe.
    const inset = Math.min(size.width, size.height) * (shape === 'oval' ? 0.16 : 0.12);
    const reserved = size.width * (spec.reserveRight ?? 0);
    artBox = {
      x: -size.width / 2 + inset,
      y: -size.height / 2 + inset,
      width: size.width - reserved - 2 * inset,
      height: size.height - 2 * inset,
    };
  }

  // A metallic face is a gradient, written into the picture only when a piece shows it.
  const face =
    finish === 'chrome' || finish === 'holographic'
      ? picture.use(finish)
      : {
          print: shape === 'die-cut' ? '#fff' : (spec.background ?? '#fff'),
          clear: '#ffffff1f',
          'gold-foil': spec.background ?? '#1e293b',
          glitter: spec.background ?? '#fff',
          embossed: spec.background ?? '#fff',
        }[finish];
  const artFilter = { 'gold-foil': 'gold-foil', embossed: 'embossed' } as const;
  const filter =
    finish in artFilter ? ` filter="${picture.use(artFilter[finish as keyof typeof artFilter])}"` : '';
  const edge =
    finish === 'clear'
      ? ' stroke="#fff" stroke-opacity=".7" stroke-width="1"'
      : onSheet
        ? ' stroke="#94a3b8" stroke-width=".8"'
        : ' stroke="#0f172a" stroke-opacity=".12" stroke-width=".8"';
  const cutClass = shape === 'die-cut' ? ' class="cut-line"' : '';
  const lift = onSheet || finish === 'clear' ? '' : ` filter="${picture.use('shadow')}"`;
  const overlays = [
    finish === 'glitter' && `<path d="${outline}" fill="${picture.use('glitter')}" opacity=".55"/>`,
    (finish === 'gold-foil' || finish === 'chrome' || finish === 'holographic' || finish === 'glitter') &&
      `<path d="${outline}" fill="${picture.use('sheen')}"/>`,
  ].filter(Boolean);
  return [
    `<g transform="translate(${px(at.x)} ${px(at.y)})${rotate ? ` rotate(${rotate})` : ''}">`,
    magnet ? `<path d="${outline}" fill="#1f2937" transform="translate(1.5 2.5)"${lift}/>` : '',
    `<path${cutClass} d="${outline}" fill="${face}"${edge}${magnet ? '' : lift}/>`,
    picture.artwork(art, artBox, filter),
    ...overlays,
    '</g>',
  ].join('');
}

function pointsPath(points: Point[]): string {
  return `${points.map((point, index) => `${index === 0 ? 'M' : 'L'}${px(point.x)} ${px(point.y)}`).join('')}Z`;
}
