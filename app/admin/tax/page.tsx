import type { Metadata } from 'next';
import { TaxRates } from '@/components/admin/tax/tax-rates';
import { requireStaff } from '@/lib/auth/server';
import { listTaxRates } from '@/lib/tax/server';
import { removeTaxRateAction, setTaxRateAction } from '../tax-actions';

export const metadata: Metadata = { title: 'Sales tax' };

export default async function TaxPage() {
  await requireStaff();
  return (
    <TaxRates rates={await listTaxRates()} setRate={setTaxRateAction} removeRate={removeTaxRateAction} />
  );
}
