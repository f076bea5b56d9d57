import type { Metadata } from 'next';
import { CatalogueList } from '@/components/admin/catalogue/catalogue-list';
import { requireStaff } from '@/lib/auth/server';
import { listCatalogueForStaff } from '@/lib/product-content/server';

export const metadata: Metadata = { title: 'Catalogue' };

export default async function CatalogueConsolePage() {
  await requireStaff();
  const catalogue = await listCatalogueForStaff();
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight">Catalogue</h1>
        <p className="max-w-3xl text-slate-600">
          Each product&apos;s name, description, badges and photos as the shop shows them. A product no one
          has edited shows its original content; prices and discounts are set in the price table.
        </p>
      </div>
      {catalogue.map((group) => (
        <CatalogueList key={group.category.id} {...group} />
      ))}
    </div>
  );
}
