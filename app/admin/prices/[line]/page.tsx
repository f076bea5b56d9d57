import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/components/admin/format';
import { PriceLineForm } from '@/components/admin/prices/price-line-form';
import { PriceLineHistory } from '@/components/admin/prices/price-line-history';
import { requireStaff } from '@/lib/auth/server';
import { findPriceLine } from '@/lib/pricing/server';
import { categories } from '@/content/catalogue';
import { previewPriceLineAction, rollBackPriceLineAction, savePriceLineAction } from '../actions';

export const metadata: Metadata = { title: 'Edit price line' };

export default async function EditPriceLinePage({ params }: { params: Promise<{ line: string }> }) {
  await requireStaff();
  const stored = await findPriceLine((await params).line);
  if (!stored) notFound();
  const product = categories.flatMap((category) => category.products).find(({ id }) => id === stored.id);
  const name = product?.name ?? stored.id;
  return (
    <div className="max-w-4xl space-y-6">
      <Link href="/admin/prices" className="font-semibold text-orange-800 underline">
        All prices
      </Link>
      <h1 className="text-2xl font-extrabold tracking-tight">{name}</h1>
      <p className="text-slate-600">
        Version {stored.version}, last changed by {stored.updatedBy} on {formatDateTime(stored.updatedAt)}.
      </p>
      <PriceLineForm
        lineId={stored.id}
        version={stored.version}
        line={stored.line}
        action={savePriceLineAction}
        previewAction={previewPriceLineAction}
      />
      <PriceLineHistory
        lineId={stored.id}
        version={stored.version}
        history={stored.history}
        action={rollBackPriceLineAction}
      />
    </div>
  );
}
