import { TextLink } from '@/components/ui/text-link';
import { shippingBlock } from '@/content/home';
import { belowTheFold } from '@/components/layout/below-the-fold';

/** Free shipping and local experts, side by side. */
export function ShippingBlock() {
  return (
    <section
      {...belowTheFold}
      aria-label="Shipping and local service"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-14 md:grid-cols-2"
    >
      {shippingBlock.map((block) => (
        <div key={block.title} className="rounded-2xl border border-slate-200 p-8">
          <h2 className="text-2xl font-bold text-slate-900">{block.title}</h2>
          <p className="mt-3 text-slate-700">{block.text}</p>
          <TextLink href={block.action.href} className="mt-4 inline-block">
            {block.action.label}
          </TextLink>
        </div>
      ))}
    </section>
  );
}
