import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/components/admin/format';
import { ProductContentForm } from '@/components/admin/catalogue/product-content-form';
import { ProductPhotos } from '@/components/admin/catalogue/product-photos';
import { requireStaff } from '@/lib/auth/server';
import { discountLabel, listingProductHref, productDiscount } from '@/lib/catalogue';
import { currentPriceBook } from '@/lib/pricing/server';
import { productForStaff } from '@/lib/product-content/server';
import {
  deletePhotoAction,
  mainPhotoAction,
  photoAltAction,
  saveProductContentAction,
  uploadPhotoAction,
} from '../actions';

export const metadata: Metadata = { title: 'Edit product' };

export default async function ProductConsolePage({ params }: { params: Promise<{ product: string }> }) {
  await requireStaff();
  const found = await productForStaff((await params).product);
  if (!found) notFound();
  const { category, product, edit, photos } = found;
  // The console shows the book the site prices with now, not the pages' cached copy.
  const discount = productDiscount(product, await currentPriceBook());
  return (
    <div className="max-w-3xl space-y-8">
      <div className="space-y-2">
        <Link href="/admin/catalogue" className="font-semibold text-orange-800 underline">
          All products
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight">{product.name}</h1>
        <p className="text-slate-600">
          {category.title} ·{' '}
          {edit ? (
            <>
              Last changed {formatDateTime(edit.updatedAt)} by{' '}
              <span className="break-all">{edit.updatedBy}</span>
            </>
          ) : (
            'Original content, never edited'
          )}{' '}
          ·{' '}
          <Link href={listingProductHref(category, product)} className="text-orange-800 underline">
            View on the site
          </Link>
        </p>
      </div>
      <section aria-labelledby="content-heading" className="space-y-3">
        <h2 id="content-heading" className="text-lg font-bold">
          Content
        </h2>
        <ProductContentForm
          action={saveProductContentAction}
          product={product}
          version={edit?.version ?? 0}
        />
      </section>
      <section aria-labelledby="discount-heading" className="space-y-2">
        <h2 id="discount-heading" className="text-lg font-bold">
          Discount badge
        </h2>
        <p data-testid="discount">
          {discount > 0 ? `${discountLabel(discount)}, from the product's price line.` : 'No discount.'}
        </p>
        {/* Another area's page, rarely the next step: not prefetched with every visit here. */}
        <Link
          href={`/admin/prices/${product.id}`}
          prefetch={false}
          className="font-semibold text-orange-800 underline"
        >
          Change the discount in the price table
        </Link>
      </section>
      <section aria-labelledby="photos-heading" className="space-y-3">
        <h2 id="photos-heading" className="text-lg font-bold">
          Photos
        </h2>
        <ProductPhotos
          product={product}
          photos={photos}
          actions={{
            upload: uploadPhotoAction,
            alt: photoAltAction,
            main: mainPhotoAction,
            remove: deletePhotoAction,
          }}
        />
      </section>
    </div>
  );
}
