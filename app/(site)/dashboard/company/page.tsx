import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CompanyAccount } from '@/components/companies/company-account';
import { getServerSession } from '@/lib/auth/server';
import { companyOverviewFor, pendingInvitations } from '@/lib/companies/server';
import { COMPANY_PAGE } from '@/lib/companies';
import { companyTaxStatus } from '@/lib/tax/server';
import {
  changeRoleAction,
  createCompanyAction,
  inviteMemberAction,
  leaveCompanyAction,
  removeMemberAction,
  revokeInvitationAction,
} from './actions';

export const metadata: Metadata = { title: 'Company account', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CompanyAccountPage({ searchParams }: { searchParams: SearchParams }) {
  // proxy.ts already guards /dashboard; checking here too keeps the page safe on its own.
  const user = await getServerSession();
  if (!user) redirect(`/login?next=${COMPANY_PAGE}`);
  const company = await companyOverviewFor(user.userId);
  const [invitations, taxStatus] = company
    ? await Promise.all([
        company.role === 'owner' ? pendingInvitations(company.id) : [],
        companyTaxStatus(company.id),
      ])
    : [[], []];
  return (
    <CompanyAccount
      userId={user.userId}
      company={company}
      invitations={invitations}
      taxStatus={taxStatus}
      joined={(await searchParams).joined === '1'}
      actions={{
        create: createCompanyAction,
        invite: inviteMemberAction,
        revoke: revokeInvitationAction,
        changeRole: changeRoleAction,
        remove: removeMemberAction,
        leave: leaveCompanyAction,
      }}
    />
  );
}
