import type { Metadata } from 'next';
import { CustomerList } from '@/components/admin/customers/customer-list';
import { requireStaff } from '@/lib/auth/server';
import { customerSearchSchema, listCustomers } from '@/lib/customers/server';

export const metadata: Metadata = { title: 'Customers' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CustomersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const { q } = customerSearchSchema.parse(await searchParams);
  return <CustomerList customers={await listCustomers(q)} {...(q ? { search: q } : {})} />;
}
