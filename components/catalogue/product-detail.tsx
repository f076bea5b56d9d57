import Link from 'next/link';
import type { CatalogueCategory, CatalogueProduct } from '@/content/catalogue';
import {
  categoryPath,
  productDisplay,
  productPagePrice,
  productPriceTable,
  productQuote,
  productSpecsOf,
  startingAtLabel,
} from '@/lib/catalogue';
import { finishOptions } from '@/content/quote-products';
import { categoryFaqs } from '@/content/product-faq';
import { formatQuantity, optionChoices } from '@/lib/pricing';
import { pagePriceBook } from '@/lib/pricing/server';
import { readyByPromise } from '@/lib/schedule';
import { OptionChooser } from './option-chooser';
import { ProductBadges } from './product-badges';
import { StarRating } from '@/components/ui/star-rating';
import { buttonClass } from '@/components/ui/button';
import { PriceTable } from './price-table';
import { ProductFaq } from './product-faq';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';

/**
 * A product page: gallery, description, badges, its buyers' rating, starting price, the ready-by date, a
 * plain form of its quote option's sizes, materials, finishes and quantities whose "Get a Pro
 * Quote" opens the wizard with them; then its price table, specifications and questions.
 */
export async function ProductDetail({
  category,
  product,
}: {
  category: CatalogueCategory;
  product: CatalogueProduct;
}) {
  const book = await pagePriceBook();
  const display = productDisplay(product, book);
  const price = productPagePrice(product, book);
  const { quote } = product;
  const choices = optionChoices(quote.product, quote.option);
  // The product's own material first: the form preselects the first choice.
  const ownMaterial = productQuote(product).material;
  const materials = [...choices.materials].sort(
    (a, b) => Number(b.value === ownMaterial) - Number(a.value === ownMaterial),
  );
  const table = productPriceTable(product, book);
  const quantities = table.quantities.map((quantity) => ({
    value: String(quantity),
    label: formatQuantity(quantity),
  }));
  const specs = productSpecsOf(product);
  const faqs = categoryFaqs[category.id] ?? [];
  return (
    <>
      <article className="mx-auto grid max-w-7xl gap-10 px-4 py-8 md:grid-cols-2">
        <ProductGallery product={product} />
        <div className="flex flex-col gap-4">
          <ProductBadges category={category} product={product} />
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {display.name}
          </h1>
          {product.reviews && (
            <a
              href="#reviews"
              className="self-start rounded hover:underline focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
            >
              <StarRating rating={product.reviews.average} reviewCount={product.reviews.count} />
            </a>
          )}
          <p className="text-base text-slate-700 sm:text-lg">{display.description}</p>
          {price.discounted ? (
            <p className="text-xl font-bold text-slate-900" data-testid="product-price">
              Starting at{' '}
              <del className="text-slate-600">
                <span className="sr-only">was </span>
                {price.list}
              </del>{' '}
              <ins className="text-orange-700 no-underline">
                <span className="sr-only">now </span>
                {price.discounted}
              </ins>{' '}
              {price.per}
              {price.reference && ` · ${price.reference}`}
            </p>
          ) : (
            <p className="text-xl font-bold text-slate-900" data-testid="product-price">
              {startingAtLabel(product, book)}
            </p>
          )}
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-slate-800" data-testid="ready-by">
            {readyByPromise({ productId: quote.product, at: new Date() })}
          </p>
          <form
            action="/start-an-order"
            method="get"
            aria-label="Quote choices"
            className="flex flex-col gap-4"
          >
            <input type="hidden" name="product" value={quote.product} />
            <input type="hidden" name="option" value={quote.option} />
            {/* Not embossed unless the product is: the wizard then opens priced, with no step left before size. */}
            <input type="hidden" name="embossing" value={quote.embossing ?? 'none'} />
            <OptionChooser legend="Size" name="size" choices={choices.sizes} />
            {materials.length > 0 && <OptionChooser legend="Material" name="material" choices={materials} />}
            <OptionChooser legend="Finish" name="finish" choices={finishOptions} />
            <OptionChooser legend="Quantity" name="quantity" choices={quantities} />
            <div className="flex flex-wrap gap-3 pt-2">
              <button type="submit" className={buttonClass('primary', 'compact')}>
                Get a Pro Quote
              </button>
              <Link href={categoryPath(category)} className={buttonClass('secondary', 'compact')}>
                All {category.title.toLowerCase()}
              </Link>
            </div>
          </form>
        </div>
      </article>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-12">
        <PriceTable name={display.name} table={table} />
        {specs && <ProductSpecs specs={specs} minimumQuantity={table.minimumQuantity} />}
        {faqs.length > 0 && <ProductFaq entries={faqs} />}
      </div>
    </>
  );
}
