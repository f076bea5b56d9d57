import { getImageProps } from 'next/image';
import type { CatalogueProduct } from '@/content/catalogue';
import { productImage } from '@/lib/catalogue';
import { Drawing } from '@/components/ui/drawing';
import { PriorityDrawing } from '@/components/ui/priority-drawing';

type Props = {
  product: Pick<CatalogueProduct, 'image' | 'photo' | 'alt'>;
  width: number;
  height: number;
  /** The `sizes` hint for a photo's responsive widths. */
  sizes: string;
  className: string;
  loading?: 'lazy' | 'priority';
};

/**
 * A product's picture: its photo when the shop has added one, resized and served by next/image
 * (through `getImageProps`, so no client script comes with it), else its drawing.
 */
export function ProductPicture({ product, width, height, sizes, className, loading }: Props) {
  if (!product.photo) {
    const drawing = { image: { src: productImage(product), alt: product.alt }, width, height, className };
    return loading === 'priority' ? (
      <PriorityDrawing {...drawing} />
    ) : (
      <Drawing {...drawing} loading={loading} />
    );
  }
  const { props } = getImageProps({
    src: product.photo,
    alt: product.alt,
    width,
    height,
    sizes,
    priority: loading === 'priority',
    className: `object-cover ${className}`,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
