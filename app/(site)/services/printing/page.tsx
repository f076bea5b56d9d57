import { PageIntro } from '@/components/layout/page-intro';
import { PrintingTabs } from '@/components/services/printing-tabs';
import { Drawing } from '@/components/ui/drawing';
import { PriorityDrawing } from '@/components/ui/priority-drawing';
import { printingServices } from '@/content/services';
import { pageMetadata } from '@/lib/seo/server';

export const metadata = pageMetadata('/services/printing');

export default function PrintingServicesPage() {
  return (
    <>
      <PageIntro path="/services/printing" />
      <PrintingTabs
        services={printingServices}
        pictures={printingServices.map((service, index) => {
          const picture = {
            image: service.image,
            width: 480,
            height: 320,
            className: 'h-auto w-full rounded-2xl',
          };
          return index === 0 ? (
            <PriorityDrawing key={service.id} {...picture} />
          ) : (
            <Drawing key={service.id} {...picture} loading="lazy" />
          );
        })}
      />
    </>
  );
}
