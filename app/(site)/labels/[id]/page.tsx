import { notFound } from 'next/navigation';
import { ProductPage, productMetadata } from '@/components/catalogue/product-page';
import { findListedProduct, listedProductParams } from '@/lib/catalogue';
import { shopCatalogue } from '@/lib/product-content';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
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
