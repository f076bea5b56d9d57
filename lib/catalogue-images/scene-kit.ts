import type { SampleArtwork } from './artwork';
import { sticker, type Picture, type StickerSpec } from './picture';

/** The sample designs (content/sample-artwork/<name>.svg). */
export const SAMPLE_ARTWORK_NAMES = ['surf', 'coffee', 'bakery', 'trail'] as const;
type SampleArtworkName = (typeof SAMPLE_ARTWORK_NAMES)[number];
export type SampleArtworks = Record<SampleArtworkName, SampleArtwork>;

/** Each design's own background colour, printed behind it on circles, rectangles and wraps. */
export const GROUNDS: Record<SampleArtworkName, string> = {
  surf: '#ecfeff',
  coffee: '#fff7ed',
  bakery: '#fdf2f8',
  trail: '#fef3c7',
};

/** What a product's picture shows; `shape` is the product's own (productShapeOf its quote option). */
export type Scene = (picture: Picture, art: SampleArtworks, shape: StickerSpec['shape']) => void;

/** A printed piece laid on the scene. */
export const piece = (picture: Picture, spec: StickerSpec) => picture.add(sticker(picture, spec));
