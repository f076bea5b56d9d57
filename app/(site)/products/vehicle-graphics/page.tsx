import { PageIntro } from '@/components/layout/page-intro';
import { pageMetadata } from '@/lib/seo';

export const metadata = pageMetadata('/products/vehicle-graphics');

export default function ProductsVehicleGraphicsPage() {
  return <PageIntro path="/products/vehicle-graphics" />;
}
