import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CompanyHistoryView } from '@/components/admin/companies/company-history';
import { requireStaff } from '@/lib/auth/server';
import { companyHistory, companyIdSchema } from '@/lib/customers/server';

export const metadata: Metadata = { title: 'Company' };

type Params = Promise<{ id: string }>;

export default async function CompanyPage({ params }: { params: Params }) {
  await requireStaff();
  const id = companyIdSchema.safeParse((await params).id);
  const history = id.success ? await companyHistory(id.data) : undefined;
  if (!history) notFound();
  return <CompanyHistoryView history={history} />;
}
