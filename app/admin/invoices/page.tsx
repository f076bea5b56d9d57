import type { Metadata } from 'next';
import { OpenInvoices } from '@/components/admin/terms/open-invoices';
import { requireStaff } from '@/lib/auth/server';
import { openInvoices } from '@/lib/payments/server';

export const metadata: Metadata = { title: 'Invoices on terms' };

export default async function InvoicesPage() {
  await requireStaff();
  return <OpenInvoices invoices={await openInvoices()} />;
}
