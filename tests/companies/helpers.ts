import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/lib/auth/server';
import { createCompany, inviteMember, acceptInvitation } from '@/lib/companies/server';
import type { CompanyRole } from '@/lib/companies/rules';
import { getDatabase, tables } from '@/lib/db/server';
import { customer, mailTo } from '@/tests/helpers/orders';

/** The token of the newest invitation e-mailed to `email`, read from its link as the invitee would. */
export async function invitationToken(email: string): Promise<string> {
  const mail = await mailTo(email);
  const body = mail.at(-1)?.body ?? '';
  const token = /join\?token=([\w-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`No invitation e-mail to ${email}.`);
  return token;
}

/** A company with an owner, an approver and a buyer, each joined through their invitation. */
export async function companyWithTeam(name = 'Reyes Coffee Roasters') {
  const owner = customer({ name: 'Olive Owner' });
  const approver = customer({ name: 'Abe Approver' });
  const buyer = customer({ name: 'Bea Buyer' });
  const { id } = await createCompany(owner, { name, billingEmail: 'billing@reyes.example' });
  const join = async (member: SessionUser, role: CompanyRole) => {
    await inviteMember(owner, { email: member.email, role });
    await acceptInvitation(member, { token: await invitationToken(member.email) });
  };
  await join(approver, 'approver');
  await join(buyer, 'buyer');
  return { companyId: id, owner, approver, buyer };
}

/** Everything a company action could change: the company rows, members, invitations. */
export async function companyState(companyId: string) {
  const { db } = await getDatabase();
  const [company] = await db.select().from(tables.companies).where(eq(tables.companies.id, companyId));
  const members = await db
    .select({ userId: tables.companyMembers.userId, role: tables.companyMembers.role })
    .from(tables.companyMembers)
    .where(eq(tables.companyMembers.companyId, companyId));
  const invitations = await db
    .select()
    .from(tables.companyInvitations)
    .where(eq(tables.companyInvitations.companyId, companyId));
  return {
    company,
    members: members.sort((a, b) => a.userId.localeCompare(b.userId)),
    invitations: invitations.sort((a, b) => a.id.localeCompare(b.id)),
  };
}
