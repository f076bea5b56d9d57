import type { Metadata } from 'next';
import { PromotionForm } from '@/components/admin/deals/promotion-form';
import { PromotionList } from '@/components/admin/deals/promotion-list';
import { requireStaff } from '@/lib/auth/server';
import { listPromotionsForStaff, promotionProducts, type PromotionState } from '@/lib/promotions/server';
import { savePromotionAction } from './actions';

export const metadata: Metadata = { title: 'Deals' };

const states: PromotionState[] = ['running', 'upcoming', 'ended'];

export default async function DealsConsolePage() {
  await requireStaff();
  const promotions = await listPromotionsForStaff();
  const productNames = new Map(promotionProducts.map((product) => [product.id, product.name]));
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold tracking-tight">Deals</h1>
      {states.map((state) => (
        <PromotionList
          key={state}
          state={state}
          promotions={promotions.filter((promotion) => promotion.state === state)}
          productNames={productNames}
        />
      ))}
      <section aria-labelledby="new-deal-heading" className="max-w-3xl space-y-3">
        <h2 id="new-deal-heading" className="text-lg font-bold">
          New deal
        </h2>
        <PromotionForm action={savePromotionAction} products={promotionProducts} />
      </section>
    </div>
  );
}
