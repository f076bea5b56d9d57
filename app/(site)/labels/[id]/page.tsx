import { notFound } from 'next/navigation';
import { ProductPage, productMetadata } from '@/components/catalogue/product-page';
import { findListedProduct, listedProductParams } from '@/lib/catalogue';
import { shopCatalogue } from '@/lib/product-content/server';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
// The ready-by date is worked out when the page is rendered: rendered again at most every five
// minutes (as prices are), and worded to name the order-by deadline it holds for, so a copy
// served while the next one renders is still true (lib/schedule readyByPromise).
export const revalidate = 300;
export const generateStaticParams = listedProductParams;

async function resolve({ params }: Props) {
  const { id } = await params;
  return { ...(findListedProduct(id, await shopCatalogue()) ?? notFound()), path: `/labels/${id}` };
}

export async function generateMetadata(props: Props) {
  return productMetadata(await resolve(props));
}

export default async function ListedProductPage(props: Props) {
  return <ProductPage {...await resolve(props)} />;
}
