import type { CatalogueProduct, ProductPhoto } from '@/content/catalogue';
import { photoSrcSet, photoUrl, productImage } from '@/lib/catalogue';
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
 * A product's picture: its photo when staff have uploaded one, else its drawing. A photo is
 * served as AVIF, else WebP, at the width the browser needs (`sizes`), from the files made once
 * at upload (lib/product-content); it fills the same box as the drawing (cropped to fit), so
 * nothing shifts whatever its own shape.
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
  const photo: ProductPhoto = product.photo;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photo, photo.widths.at(-1)!, 'webp')}
        alt={photo.alt}
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}` }}
        loading={loading === 'lazy' ? 'lazy' : undefined}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        decoding="async"
        className={`object-cover ${className}`}
      />
    </picture>
  );
}
