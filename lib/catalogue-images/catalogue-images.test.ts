import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { categories } from '@/content/catalogue';
import { DEFAULT_BORDER_IN } from '@/lib/cut-line';
import { shapeOutlinePath, transformPath } from '@/lib/cut-line/outline';
import { productShapeOf } from '@/lib/cut-line/shape';
import {
  drawCategoryImage,
  drawProductImage,
  loadSampleArtworks,
  PICTURE_SIZE,
  SAMPLE_ARTWORK_NAMES,
  type SampleArtworks,
} from '.';
import { Picture, px, sticker } from './picture';

const products = categories.flatMap((category) => category.products);
let artworks: SampleArtworks;
beforeAll(async () => {
  artworks = await loadSampleArtworks();
});

/** Every coordinate pair of path data. */
function points(pathData: string) {
  const numbers = (pathData.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  return numbers.flatMap((value, index) => (index % 2 === 0 ? [{ x: value, y: numbers[index + 1]! }] : []));
}

function extent(list: { x: number; y: number }[]) {
  const xs = list.map((point) => point.x);
  const ys = list.map((point) => point.y);
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

/** What a picture draws, its definitions left out. */
const bodyOf = (svg: string) =>
  svg.slice(svg.indexOf('</defs>') + '</defs>'.length, svg.lastIndexOf('</svg>'));
/** The markup without its path data, which a shrunk print draws with less detail. */
const withoutPathData = (markup: string) => markup.replace(/ d="[^"]*"/g, '');

const cutLinesOf = (svg: string) =>
  [...svg.matchAll(/<path class="cut-line" d="([^"]+)"/g)].map((match) => match[1]!);

/** The box of a design's opaque pixels, in inches at its printed size. */
async function opaqueBox(name: string, sizeIn: { width: number; height: number }) {
  const file = path.join(process.cwd(), 'content', 'sample-artwork', `${name}.svg`);
  const { data, info } = await sharp(file)
    .resize({ width: 600 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let index = 3; index < data.length; index += 4) {
    if (data[index]! < 128) continue;
    const [x, y] = [((index - 3) / 4) % info.width, Math.floor((index - 3) / 4 / info.width)];
    Object.assign(box, {
      left: Math.min(box.left, x),
      top: Math.min(box.top, y),
      right: Math.max(box.right, x + 1),
      bottom: Math.max(box.bottom, y + 1),
    });
  }
  const inch = sizeIn.width / info.width;
  return { left: box.left * inch, top: box.top * inch, right: box.right * inch, bottom: box.bottom * inch };
}

/** Each drawn outline has the proportions of one of the traced cut lines. */
function expectTracedProportions(cuts: string[]) {
  const traced = SAMPLE_ARTWORK_NAMES.map((name) => artworks[name].cutLine.bounds);
  for (const cut of cuts) {
    const drawn = extent(points(cut));
    expect(
      traced.some((bounds) => Math.abs(drawn.height / drawn.width - bounds.height / bounds.width) < 0.02),
    ).toBe(true);
  }
}

describe('the sample artwork', () => {
  it('is traced as a die-cut is: one line the default white border around its design', async () => {
    for (const name of SAMPLE_ARTWORK_NAMES) {
      const { cutLine, sizeIn } = artworks[name];
      expect({ name, shape: cutLine.shape }).toEqual({ name, shape: 'traced' });
      const design = await opaqueBox(name, sizeIn);
      const { x, y, width, height } = cutLine.bounds;
      // At least the border out on every side, and not much more (the tracer's rounding).
      for (const gap of [
        design.left - x,
        design.top - y,
        x + width - design.right,
        y + height - design.bottom,
      ]) {
        expect(gap).toBeGreaterThanOrEqual(DEFAULT_BORDER_IN - 0.01);
        expect(gap).toBeLessThan(DEFAULT_BORDER_IN + 0.05);
      }
    }
  });
});

describe('the catalogue pictures', () => {
  it('are committed exactly as the renderer draws them, one for every product', () => {
    for (const product of products) {
      expect(product.image).toBe(`/images/products/${product.id}.svg`);
      const committed = readFileSync(path.join(process.cwd(), 'public', product.image), 'utf8');
      expect({ id: product.id, svg: committed }).toEqual({
        id: product.id,
        svg: drawProductImage(product, artworks),
      });
    }
  });

  it('are committed exactly as the renderer draws them, one for every category', () => {
    for (const category of categories) {
      expect(category.image.src).toBe(`/images/categories/${category.id}.svg`);
      const committed = readFileSync(path.join(process.cwd(), 'public', category.image.src), 'utf8');
      expect({ id: category.id, svg: committed }).toEqual({
        id: category.id,
        svg: drawCategoryImage(category, artworks),
      });
    }
  });

  it('are self-contained SVG documents with their size set, within their byte budget, defining only what they draw', () => {
    const { width, height } = PICTURE_SIZE;
    const pictures = [
      // A category's card loads it as an <img> below the fold: three scenes, a little more room.
      ...categories.map((category) => ({ svg: drawCategoryImage(category, artworks), budget: 10 * 1024 })),
      ...products.map((product) => ({ svg: drawProductImage(product, artworks), budget: 8 * 1024 })),
    ];
    for (const { svg, budget } of pictures) {
      expect(svg).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
        ),
      );
      expect(Buffer.byteLength(svg)).toBeLessThan(budget);
      // Every design, filter and clip drawn is defined in the picture itself (an <img> loads nothing else).
      for (const [, id] of svg.matchAll(/(?:href="#|url\(#)([\w-]+)/g)) expect(svg).toContain(`id="${id}"`);
      // ...and nothing defined goes unused: it would be bytes every page showing it sends for nothing.
      for (const [, id] of svg.matchAll(/ id="([\w-]+)"/g))
        expect(svg).toMatch(new RegExp(`(?:href="#|url\\(#)${id}[")]`));
    }
  });

  it('show each category as three of its own products’ pictures', () => {
    for (const category of categories) {
      const picture = withoutPathData(bodyOf(drawCategoryImage(category, artworks)));
      const shown = category.products.filter((product) =>
        picture.includes(withoutPathData(bodyOf(drawProductImage(product, artworks)))),
      );
      expect({ id: category.id, prints: picture.split('url(#scene-print)').length - 1 }).toEqual({
        id: category.id,
        prints: 3,
      });
      expect({ id: category.id, shown: shown.length }).toEqual({ id: category.id, shown: 3 });
    }
  });

  it('refuse to show a product from another category in a category’s picture', () => {
    const [stickers, labels] = categories;
    expect(() => drawCategoryImage({ id: labels!.id, products: stickers!.products }, artworks)).toThrow(
      /not in that category/,
    );
  });

  it('show a die-cut product along its design’s traced cut line, and no other product so', () => {
    for (const product of products) {
      const svg = drawProductImage(product, artworks);
      const cuts = cutLinesOf(svg);
      if (productShapeOf(product.quote.option) !== 'die-cut' && product.id !== 'sticker-sheets') {
        expect({ id: product.id, cuts }).toEqual({ id: product.id, cuts: [] });
        continue;
      }
      expect({ id: product.id, cut: cuts.length > 0 }).toEqual({ id: product.id, cut: true });
      expectTracedProportions(cuts);
    }
  });

  it('keep a die-cut’s traced cut line when its scene is shrunk into a category’s picture', () => {
    const cuts = cutLinesOf(
      drawCategoryImage(
        categories.find(({ id }) => id === 'stickers')!,
        artworks,
      ),
    );
    // The sheet's four, and the laptop's two.
    expect(cuts).toHaveLength(6);
    expectTracedProportions(cuts);
  });

  it('show a sticker sheet with its four kiss-cut designs', () => {
    const sheet = products.find((product) => product.id === 'sticker-sheets')!;
    expect(cutLinesOf(drawProductImage(sheet, artworks))).toHaveLength(4);
  });

  it('cut circles and rectangles along the outline the preview and the proof draw', () => {
    for (const shape of ['oval', 'rectangle'] as const) {
      const svg = sticker(new Picture(), {
        art: artworks.trail,
        shape,
        at: { x: 100, y: 80 },
        width: 120,
        aspect: 1.5,
      });
      const size = { width: 120, height: 80 };
      const outline = transformPath(
        shapeOutlinePath(shape, size),
        (x) => px(x - 60),
        (y) => px(y - 40),
      );
      expect(svg).toContain(`d="${outline}"`);
      expect(svg).toContain('translate(100 80)');
    }
  });

  it('draw a die-cut’s design inside its cut line, where the proof places it', () => {
    const svg = sticker(new Picture(), {
      art: artworks.surf,
      shape: 'die-cut',
      at: { x: 0, y: 0 },
      width: 200,
    });
    const [cut] = cutLinesOf(svg);
    const { bounds } = artworks.surf.cutLine;
    const scale = 200 / bounds.width;
    expect(extent(points(cut!)).width).toBeCloseTo(200, 0);
    const placed =
      /<use href="#art-surf" x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
    expect(Number(placed[1])).toBeCloseTo(-(bounds.x + bounds.width / 2) * scale, 0);
    expect(Number(placed[2])).toBeCloseTo(-(bounds.y + bounds.height / 2) * scale, 0);
    expect(Number(placed[3])).toBeCloseTo(artworks.surf.sizeIn.width * scale, 0);
  });
});
