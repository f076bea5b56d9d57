import Link from 'next/link';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import { quoteHref } from '@/content/quote-products';
import { categoryPath, productDisplay, productPagePrice, startingAtLabel } from '@/lib/catalogue';
import { OptionChooser } from './option-chooser';
import { ProductBadges } from './product-badges';
import { StarRating } from '@/components/ui/star-rating';
import { buttonClass } from '@/components/ui/button';
import { ProductPicture } from './product-picture';

/** A product page: image, description, badges, rating, starting price, size and material, quote link. */
export function ProductDetail({
  category,
  product,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
}) {
  const display = productDisplay(product);
  const price = productPagePrice(product);
  return (
    <article className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:grid-cols-2">
      <ProductPicture
        product={product}
        width={640}
        height={480}
        sizes="(min-width: 768px) 50vw, 100vw"
        loading="priority"
        className="h-auto w-full rounded-2xl border border-slate-200"
      />
      <div className="flex flex-col gap-4">
        <ProductBadges category={category} product={product} />
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{display.name}</h1>
        <StarRating rating={product.rating} reviewCount={product.reviewCount} size="small" />
        <p className="text-lg text-slate-700">{display.description}</p>
        {price.discounted ? (
          <p className="text-xl font-bold text-slate-900" data-testid="product-price">
            Starting at{' '}
            <del className="font-normal text-slate-600">
              <span className="sr-only">was </span>
              {price.list}
            </del>{' '}
            <ins className="text-orange-700 no-underline">
              <span className="sr-only">now </span>
              {price.discounted}
            </ins>{' '}
            / {price.unit}
          </p>
        ) : (
          <p className="text-xl font-bold text-slate-900" data-testid="product-price">
            {startingAtLabel(product)}
          </p>
        )}
        <OptionChooser legend="Size" choices={product.sizes} />
        <OptionChooser legend="Material" choices={product.materials} />
        <div className="flex flex-wrap gap-3 pt-2">
          <Link
            href={quoteHref({ product: 'stickers-labels', option: product.quoteOption })}
            className={buttonClass('primary', 'compact')}
          >
            Get a Pro Quote
          </Link>
          <Link href={categoryPath(category)} className={buttonClass('secondary', 'compact')}>
            All {category.title.toLowerCase()}
          </Link>
        </div>
      </div>
    </article>
  );
}
