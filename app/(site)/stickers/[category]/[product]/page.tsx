import { notFound } from 'next/navigation';
import { ProductPage, productMetadata } from '@/components/catalogue/product-page';
import { categoryProductParams, findCategoryProduct } from '@/lib/catalogue';
import { shopCatalogue } from '@/lib/product-content/server';

type Props = { params: Promise<{ category: string; product: string }> };

export const dynamicParams = false;
// The ready-by date is worked out when the page is rendered: rendered again at most every five
// minutes (as prices are), and worded to name the order-by deadline it holds for, so a copy
// served while the next one renders is still true (lib/schedule readyByPromise).
export const revalidate = 300;
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
