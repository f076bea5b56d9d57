import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/catalogue/category-listing';
import { StickerTypeDetails } from '@/components/catalogue/sticker-type-details';
import { StickerTypeLinks } from '@/components/catalogue/sticker-type-links';
import { PageIntro } from '@/components/layout/page-intro';
import { categories } from '@/content/catalogue';
import { pagePaths, type PagePath } from '@/content/pages';
import { stickerTypes } from '@/content/sticker-types';
import { findCategory } from '@/lib/catalogue';
import { shopCatalogue } from '@/lib/product-content/server';
import { pageMetadata } from '@/lib/seo/server';

/** The six category listings and the six sticker-type pages: /products/{category id or type}. */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...categories.map((category) => category.id), ...stickerTypes.map((type) => type.slug)].map(
    (slug) => ({ slug }),
  );
}

async function resolve({ params }: Props) {
  const { slug } = await params;
  const path = pagePaths.find((candidate) => candidate === `/products/${slug}`);
  const catalogue = await shopCatalogue();
  const category = findCategory(slug, catalogue);
  const type = stickerTypes.find((candidate) => candidate.slug === slug);
  if (!path || (!category && !type)) notFound();
  return { path: path satisfies PagePath, category, type, catalogue };
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await resolve(props)).path);
}

export default async function CataloguePage(props: Props) {
  const { path, category, type, catalogue } = await resolve(props);
  return (
    <>
      <PageIntro path={path} />
      {category?.id === 'stickers' && <StickerTypeLinks />}
      {category && <CategoryListing category={category} />}
      {type && <StickerTypeDetails type={type} catalogue={catalogue} />}
    </>
  );
}
