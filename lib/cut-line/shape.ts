import { artworkGuidance } from '@/content/artwork-guidance';

/** How a product is cut: around its design, as a circle or oval, or as a rectangle. */
export type ProductShape = 'die-cut' | 'oval' | 'rectangle';

/** Die-cut stickers, decals and magnets follow the design; circles and ovals, the rest are rectangles. */
export function productShapeOf(option: string): ProductShape {
  return option.includes('die-cut') ? 'die-cut' : option === 'circular-oval' ? 'oval' : 'rectangle';
}

/** The white borders a die-cut may have, in inches; the first is the shop's default. */
export const DIE_CUT_BORDERS_IN: readonly number[] = artworkGuidance.dieCutBorders.map(
  (choice) => choice.inches,
);

export const cutBorderMessage = `Please choose a white border of ${artworkGuidance.dieCutBorders
  .map((choice) => choice.label)
  .join(', ')}.`;

/** The border a quote is stored with: the one chosen, else the shop's default, for a die-cut only. */
export function storedCutBorder(option: string, chosen: number | undefined): number | undefined {
  return productShapeOf(option) === 'die-cut' ? (chosen ?? DIE_CUT_BORDERS_IN[0]) : undefined;
}

/** The border's label as the customer chose it ("1/8 in"). */
export function cutBorderLabel(inches: number): string {
  return artworkGuidance.dieCutBorders.find((choice) => choice.inches === inches)?.label ?? `${inches} in`;
}
