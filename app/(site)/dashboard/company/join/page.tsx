import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { JoinCompany } from '@/components/companies/join-company';
import { getServerSession, loginReturningTo } from '@/lib/auth/server';
import { previewInvitation } from '@/lib/companies/server';
import { COMPANY_JOIN_PAGE } from '@/lib/companies';
import { acceptInvitationAction } from '../actions';

export const metadata: Metadata = { title: 'Join a company', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The invitation e-mail's link: what it offers this account, and the button that accepts it. */
export default async function JoinCompanyPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const posted = typeof token === 'string' ? token : '';
  const user = await getServerSession();
  if (!user) redirect(loginReturningTo(`${COMPANY_JOIN_PAGE}?${new URLSearchParams({ token: posted })}`));
  return (
    <JoinCompany
      token={posted}
      preview={await previewInvitation(user, { token: posted })}
      accept={acceptInvitationAction}
    />
  );
}
