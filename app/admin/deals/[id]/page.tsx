import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PromotionForm } from '@/components/admin/deals/promotion-form';
import { requireStaff } from '@/lib/auth/server';
import { findPromotion, promotionProducts } from '@/lib/promotions/server';
import { savePromotionAction } from '../actions';

export const metadata: Metadata = { title: 'Edit deal' };

export default async function EditDealPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const promotion = await findPromotion((await params).id);
  if (!promotion) notFound();
  return (
    <div className="max-w-3xl space-y-6">
      <Link href="/admin/deals" className="font-semibold text-orange-800 underline">
        All deals
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight">
        Deal <span className="font-mono">{promotion.code}</span>
      </h1>
      <p className="text-slate-600">
        Used {promotion.redemptionCount} {promotion.redemptionCount === 1 ? 'time' : 'times'}. Created by{' '}
        {promotion.createdBy}; last changed by {promotion.updatedBy}.
      </p>
      <PromotionForm action={savePromotionAction} products={promotionProducts} promotion={promotion} />
    </div>
  );
}
