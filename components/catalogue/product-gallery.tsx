import type { CatalogueProduct } from '@/content/catalogue';
import { photoUrl, productImage } from '@/lib/catalogue';
import { ProductPicture } from './product-picture';

const WIDTH = 640;
const HEIGHT = 480;
const SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * A product's pictures: its main photo (else its drawing), then staff's other photos. Several
 * views scroll sideways with CSS scroll snap, and a row of thumbnails links to each: no script.
 */
export function ProductGallery({
  product,
}: {
  product: Pick<CatalogueProduct, 'image' | 'photo' | 'alt' | 'morePhotos'>;
}) {
  const more = product.morePhotos ?? [];
  const main = (
    <ProductPicture
      product={product}
      width={WIDTH}
      height={HEIGHT}
      sizes={SIZES}
      loading="priority"
      className="h-auto w-full rounded-2xl border border-slate-200"
    />
  );
  if (more.length === 0) return <div>{main}</div>;
  const views = [product.photo, ...more];
  return (
    <div role="region" aria-label="Product photos" className="min-w-0">
      <ul className="flex snap-x snap-mandatory gap-3 overflow-x-auto">
        <li id="view-1" className="w-full shrink-0 snap-start">
          {main}
        </li>
        {more.map((photo, index) => (
          <li key={photo.id} id={`view-${index + 2}`} className="w-full shrink-0 snap-start">
            <ProductPicture
              product={{ image: product.image, photo, alt: photo.alt }}
              width={WIDTH}
              height={HEIGHT}
              sizes={SIZES}
              loading="lazy"
              className="h-auto w-full rounded-2xl border border-slate-200"
            />
          </li>
        ))}
      </ul>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Views">
        {views.map((photo, index) => (
          <li key={photo?.id ?? 'drawing'}>
            <a
              href={`#view-${index + 1}`}
              className="block rounded-md border border-slate-300 focus-visible:outline-3 focus-visible:outline-orange-700"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of files made at upload; nothing to optimize */}
              <img
                src={photo ? photoUrl(photo, photo.widths[0]!, 'webp') : productImage(product)}
                alt={`View ${index + 1} of ${views.length}`}
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded-md object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
