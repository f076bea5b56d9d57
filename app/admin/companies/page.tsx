import type { Metadata } from 'next';
import { CompanyList } from '@/components/admin/companies/company-list';
import { requireStaff } from '@/lib/auth/server';
import { customerSearchSchema, listCompanies } from '@/lib/customers/server';

export const metadata: Metadata = { title: 'Companies' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CompaniesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const { q } = customerSearchSchema.parse(await searchParams);
  return <CompanyList companies={await listCompanies(q)} {...(q ? { search: q } : {})} />;
}
