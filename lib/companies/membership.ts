import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { DECIDING_ROLES, type CompanyRole } from './rules';

export type Membership = { companyId: string; companyName: string; role: CompanyRole };

/** The company `userId` belongs to, with their role in it; none for most customers. */
export async function membershipOf(userId: string): Promise<Membership | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({
      companyId: tables.companyMembers.companyId,
      companyName: tables.companies.name,
      role: tables.companyMembers.role,
    })
    .from(tables.companyMembers)
    .innerJoin(tables.companies, eq(tables.companies.id, tables.companyMembers.companyId))
    .where(eq(tables.companyMembers.userId, userId))
    .limit(1);
  return row;
}

/** `userId`'s role in company `companyId`, or none when they are not one of its members. */
export async function roleIn(companyId: string, userId: string): Promise<CompanyRole | undefined> {
  const { db } = await getDatabase();
  const [row] = await db
    .select({ role: tables.companyMembers.role })
    .from(tables.companyMembers)
    .where(and(eq(tables.companyMembers.userId, userId), eq(tables.companyMembers.companyId, companyId)))
    .limit(1);
  return row?.role;
}

/** The company's name and the names of those who approve its proofs and pay (owners first). */
export async function companyDeciders(companyId: string): Promise<{ company: string; deciders: string[] }> {
  const { db } = await getDatabase();
  const [company] = await db
    .select({ name: tables.companies.name })
    .from(tables.companies)
    .where(eq(tables.companies.id, companyId));
  const members = await db
    .select({ name: tables.companyMembers.name, role: tables.companyMembers.role })
    .from(tables.companyMembers)
    .where(
      and(
        eq(tables.companyMembers.companyId, companyId),
        inArray(tables.companyMembers.role, [...DECIDING_ROLES]),
      ),
    )
    .orderBy(desc(sql`${tables.companyMembers.role} = 'owner'`), asc(tables.companyMembers.joinedAt));
  return { company: company?.name ?? '', deciders: members.map((member) => member.name) };
}

/** The accounts of the company's owners: their approved exemption certificates are the company's tax status. */
export async function companyOwnerIds(companyId: string): Promise<string[]> {
  const { db } = await getDatabase();
  const owners = await db
    .select({ userId: tables.companyMembers.userId })
    .from(tables.companyMembers)
    .where(and(eq(tables.companyMembers.companyId, companyId), eq(tables.companyMembers.role, 'owner')));
  return owners.map((owner) => owner.userId);
}
