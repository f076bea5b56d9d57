import type { Metadata } from 'next';
import { PriceLineList } from '@/components/admin/prices/price-line-list';
import { requireStaff } from '@/lib/auth/server';
import type { PriceBook } from '@/lib/pricing';
import { listPriceLinesForStaff } from '@/lib/pricing/server';
import { categories } from '@/content/catalogue';

export const metadata: Metadata = { title: 'Prices' };

export default async function PricesConsolePage() {
  await requireStaff();
  const stored = await listPriceLinesForStaff();
  const lines = new Map(stored.map((row) => [row.id, row]));
  const book = Object.fromEntries(stored.map((row) => [row.id, row.line])) as PriceBook;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold tracking-tight">Prices</h1>
      <p className="max-w-3xl text-slate-600">
        Each product is priced by its own line. A saved change shows on the site within seconds; quotes
        already sent keep their price.
      </p>
      {categories.map((category) => (
        <PriceLineList key={category.id} category={category} lines={lines} book={book} />
      ))}
    </div>
  );
}
