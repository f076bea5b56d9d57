import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { discountLabel, isNewProduct, productDiscount } from '@/lib/catalogue';
import { pagePriceBook } from '@/lib/pricing/server';
import { Badge } from './badge';
import { NewBadge } from './new-badge';

/**
 * NEW and percent-off badges. The sticker listing trusts the product's isNew flag; the other
 * listings judge createdAt against the badge window (spec §4).
 */
export async function ProductBadges({
  category,
  product,
}: {
  category: Pick<CatalogueCategory, 'id'>;
  product: CatalogueProduct;
}) {
  const fromFlag = category.id === 'stickers';
  const discount = productDiscount(product, await pagePriceBook());
  return (
    <div className="flex flex-wrap gap-2">
      {fromFlag ? (
        product.isNew && <Badge tone="new">NEW</Badge>
      ) : (
        <NewBadge createdAt={product.createdAt} renderedNew={isNewProduct(product, new Date())} />
      )}
      {discount > 0 && <Badge tone="discount">{discountLabel(discount)}</Badge>}
    </div>
  );
}
