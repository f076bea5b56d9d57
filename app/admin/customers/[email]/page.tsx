import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CustomerHistoryView } from '@/components/admin/customers/customer-history';
import { requireStaff } from '@/lib/auth/server';
import { customerEmailSchema, customerHistory } from '@/lib/customers/server';

export const metadata: Metadata = { title: 'Customer' };

type Params = Promise<{ email: string }>;

export default async function CustomerPage({ params }: { params: Params }) {
  await requireStaff();
  const email = customerEmailSchema.safeParse((await params).email);
  const history = email.success ? await customerHistory(email.data) : undefined;
  if (!history) notFound();
  return <CustomerHistoryView history={history} />;
}
