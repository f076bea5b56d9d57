import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '@/lib/auth/server';
import { getDatabase, tables, type Transaction } from '@/lib/db/server';
import { DomainError } from '@/lib/errors';
import { ownMembership, parseInput } from './input';
import { COMPANY_NAME_MAX_LENGTH, COMPANY_ROLES, companyMessages, type CompanyRole } from './rules';

const members = tables.companyMembers;

const companySchema = z.object({
  name: z
    .string(companyMessages.nameRequired)
    .trim()
    .min(1, companyMessages.nameRequired)
    .max(COMPANY_NAME_MAX_LENGTH, companyMessages.nameTooLong),
  billingEmail: z
    .string(companyMessages.billingEmailInvalid)
    .trim()
    .toLowerCase()
    .max(320, companyMessages.billingEmailInvalid)
    .pipe(z.email(companyMessages.billingEmailInvalid)),
});

const memberSchema = z.object({ userId: z.string().min(1).max(200) });
const roleChangeSchema = memberSchema.extend({ role: z.enum(COMPANY_ROLES, companyMessages.roleInvalid) });

const alreadyInCompany = () =>
  new DomainError('conflict', companyMessages.alreadyInCompany, { field: 'name' });

/** The signed-in account creates a company and becomes its first owner; one company per account. */
export async function createCompany(user: SessionUser, input: unknown): Promise<{ id: string }> {
  const { name, billingEmail } = parseInput(companySchema, input);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(tables.companies)
      .values({ name, billingEmail, createdBy: user.userId })
      .returning({ id: tables.companies.id });
    // The account's row is the one-company rule: a second create (or a parallel one) rolls back.
    const [owner] = await tx
      .insert(members)
      .values({
        userId: user.userId,
        companyId: company!.id,
        role: 'owner',
        name: user.name,
        email: user.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!owner) throw alreadyInCompany();
    return company!;
  });
}

/** One company's membership changes wait for each other, so two owners cannot each demote the other. */
async function lockCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company:${companyId}`}))`);
}

async function ownerCount(tx: Transaction, companyId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.role, 'owner')));
  return row?.count ?? 0;
}

/**
 * Changes the membership of `userId` in the company of `companyId` (a new role, or none: removed),
 * refused when it would leave the company without an owner.
 */
async function changeMembership(
  companyId: string,
  userId: string,
  change: { role: CompanyRole } | 'remove',
): Promise<void> {
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [member] = await tx
      .select()
      .from(members)
      .where(and(eq(members.userId, userId), eq(members.companyId, companyId)));
    if (!member) throw new DomainError('not_found', companyMessages.memberNotFound, { field: 'userId' });
    const losesOwner = member.role === 'owner' && (change === 'remove' || change.role !== 'owner');
    if (losesOwner && (await ownerCount(tx, companyId)) <= 1) {
      throw new DomainError('conflict', companyMessages.lastOwner, { field: 'userId' });
    }
    const target = and(eq(members.userId, userId), eq(members.companyId, companyId));
    if (change === 'remove') await tx.delete(members).where(target);
    else await tx.update(members).set({ role: change.role }).where(target);
  });
}

/** An owner gives a member (themself included) another role. */
export async function changeMemberRole(user: SessionUser, input: unknown): Promise<void> {
  const { companyId } = await ownMembership(user, 'owner');
  const { userId, role } = parseInput(roleChangeSchema, input);
  await changeMembership(companyId, userId, { role });
}

/** An owner removes a member; they lose sight of the company's quotes at once. */
export async function removeMember(user: SessionUser, input: unknown): Promise<void> {
  const { companyId } = await ownMembership(user, 'owner');
  const { userId } = parseInput(memberSchema, input);
  await changeMembership(companyId, userId, 'remove');
}

/**
 * The signed-in account leaves its company. The last owner cannot while colleagues remain; as
 * the company's only member they close it.
 */
export async function leaveCompany(user: SessionUser): Promise<void> {
  const { companyId } = await ownMembership(user);
  const { db } = await getDatabase();
  await db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const roles = await tx
      .select({ userId: members.userId, role: members.role })
      .from(members)
      .where(eq(members.companyId, companyId));
    if (roles.length <= 1) return closeCompany(tx, companyId);
    const owners = roles.filter((member) => member.role === 'owner');
    if (owners.length === 1 && owners[0]!.userId === user.userId) {
      throw new DomainError('conflict', companyMessages.lastOwner);
    }
    await tx.delete(members).where(eq(members.userId, user.userId));
  });
}

/**
 * Closes a company: no member remains, its pending invitations stop working. Its quotes keep
 * naming it, for the shop's records.
 */
async function closeCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.delete(members).where(eq(members.companyId, companyId));
  await tx
    .update(tables.companyInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(tables.companyInvitations.companyId, companyId),
        isNull(tables.companyInvitations.acceptedAt),
        isNull(tables.companyInvitations.revokedAt),
      ),
    );
  await tx
    .update(tables.companies)
    .set({ closedAt: sql`now()` })
    .where(eq(tables.companies.id, companyId));
}

/**
 * A deleted account leaves its company inside the erasure's transaction. An account cannot
 * wait to hand over, so when it was the company's last owner the company is closed: its other
 * members lose access rather than a company go on with nobody able to manage it.
 */
export async function leaveCompanyOnErasure(tx: Transaction, userId: string): Promise<void> {
  const [member] = await tx.select().from(members).where(eq(members.userId, userId));
  if (!member) return;
  await lockCompany(tx, member.companyId);
  if (member.role === 'owner' && (await ownerCount(tx, member.companyId)) <= 1) {
    await closeCompany(tx, member.companyId);
    return;
  }
  await tx.delete(members).where(eq(members.userId, userId));
}

export type CompanyMember = {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  joinedAt: Date;
};

export type CompanyOverview = {
  id: string;
  name: string;
  billingEmail: string;
  role: CompanyRole;
  members: CompanyMember[];
};

/** The signed-in account's company as its members see it; none when it has none. */
export async function companyOverviewFor(userId: string): Promise<CompanyOverview | undefined> {
  const { db } = await getDatabase();
  const [own] = await db
    .select({ company: tables.companies, role: members.role })
    .from(members)
    .innerJoin(tables.companies, eq(tables.companies.id, members.companyId))
    .where(eq(members.userId, userId));
  if (!own) return undefined;
  const colleagues = await db
    .select({
      userId: members.userId,
      name: members.name,
      email: members.email,
      role: members.role,
      joinedAt: members.joinedAt,
    })
    .from(members)
    .where(eq(members.companyId, own.company.id))
    .orderBy(asc(members.joinedAt), asc(members.userId));
  return {
    id: own.company.id,
    name: own.company.name,
    billingEmail: own.company.billingEmail,
    role: own.role,
    members: colleagues,
  };
}
