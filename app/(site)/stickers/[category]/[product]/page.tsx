import { notFound } from 'next/navigation';
import { ProductPage, productMetadata } from '@/components/catalogue/product-page';
import { categoryProductParams, findCategoryProduct } from '@/lib/catalogue';
import { shopCatalogue } from '@/lib/product-content';

type Props = { params: Promise<{ category: string; product: string }> };

export const dynamicParams = false;
export const generateStaticParams = categoryProductParams;

async function resolve({ params }: Props) {
  const { category, product } = await params;
  return {
    ...(findCategoryProduct(category, product, await shopCatalogue()) ?? notFound()),
    path: `/stickers/${category}/${product}`,
  };
}

export async function generateMetadata(props: Props) {
  return productMetadata(await resolve(props));
}

export default async function CategoryProductPage(props: Props) {
  return <ProductPage {...await resolve(props)} />;
}
