import type { Metadata } from 'next';
import { AccountsOnTerms } from '@/components/admin/terms/accounts-on-terms';
import { requireStaff } from '@/lib/auth/server';
import { accountsOnTerms } from '@/lib/payments/server';
import { removeAccountTermsAction } from '../terms-actions';

export const metadata: Metadata = { title: 'Accounts on terms' };

export default async function AccountsPage() {
  await requireStaff();
  return <AccountsOnTerms accounts={await accountsOnTerms()} remove={removeAccountTermsAction} />;
}
