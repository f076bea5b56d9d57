import { LocalBusinessJsonLd } from '@/components/about/local-business-json-ld';
import { BestSellers } from '@/components/home/best-sellers';
import { CategoryGrid } from '@/components/home/category-grid';
import { ClientStrip } from '@/components/home/client-strip';
import { Hero } from '@/components/home/hero';
import { LabelsPromo } from '@/components/home/labels-promo';
import { ShippingBlock } from '@/components/home/shipping-block';
import { TestimonialList } from '@/components/home/testimonial-list';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/');

// The notification banner above the hero comes from the site shell.
export default function HomePage() {
  return (
    <>
      <Hero />
      <ClientStrip />
      <TestimonialList />
      <LabelsPromo />
      <BestSellers />
      <CategoryGrid />
      <ShippingBlock />
      {/* After the page's content: on a slow line the hero's heading then arrives first. */}
      <LocalBusinessJsonLd />
    </>
  );
}
