import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { config } from '@/lib/config/server';
import { SHOP_TIME_ZONE } from '@/lib/constants';
import { getDatabase, tables } from '@/lib/db/server';
import { emailComposer } from '@/lib/email-texts/server';
import { DomainError, invalidField } from '@/lib/errors';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import type { SessionUser } from '@/lib/auth/server';
import { ownMembership, parseInput, sameEmail } from './input';
import {
  COMPANY_INVITATION_LIFETIME_MS,
  COMPANY_INVITATION_RATE_LIMIT,
  COMPANY_JOIN_PAGE,
  COMPANY_ROLES,
  companyMessages,
  companyRoleDescriptions,
  type CompanyRole,
} from './rules';

const invitations = tables.companyInvitations;
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(z.email(companyMessages.inviteEmailInvalid)),
  role: z.enum(COMPANY_ROLES, companyMessages.roleInvalid),
});

const idSchema = z.object({ id: z.uuid() });
const tokenSchema = z.object({ token: z.string().regex(TOKEN_PATTERN) });

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SHOP_TIME_ZONE });
const roleWithArticle = (role: CompanyRole) =>
  `${role === 'owner' ? 'an owner' : role === 'approver' ? 'an approver' : 'a buyer'} (${companyRoleDescriptions[role].toLowerCase().replace(/\.$/, '')})`;

/**
 * An owner invites a colleague by e-mail with a role: the invitation (its token hashed) and its
 * e-mail are stored together. Counted per company, so an owner cannot mail addresses at volume.
 */
export async function inviteMember(user: SessionUser, input: unknown): Promise<void> {
  const membership = await ownMembership(user, 'owner');
  const { email, role } = parseInput(inviteSchema, input);
  const { db } = await getDatabase();
  const [member] = await db
    .select({ userId: tables.companyMembers.userId })
    .from(tables.companyMembers)
    .where(
      and(
        eq(tables.companyMembers.companyId, membership.companyId),
        sameEmail(tables.companyMembers.email, email),
      ),
    )
    .limit(1);
  if (member) throw invalidField('email', companyMessages.alreadyMember);
  const verdict = await rateLimiter().hit(
    `company-invitations:${membership.companyId}`,
    COMPANY_INVITATION_RATE_LIMIT,
  );
  if (!verdict.allowed) throw invalidField('email', companyMessages.tooManyInvitations);
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(Date.now() + COMPANY_INVITATION_LIFETIME_MS);
  const compose = await emailComposer();
  await inTransactionWithMessages('companies', async (tx) => {
    await tx.insert(invitations).values({
      companyId: membership.companyId,
      email,
      role,
      tokenHash: tokenHashOf(token),
      invitedBy: user.userId,
      expiresAt,
    });
    const link = `${config().siteUrl}${COMPANY_JOIN_PAGE}?token=${token}`;
    const words = compose('company-invitation', {
      inviter: user.name,
      company: membership.companyName,
      role: roleWithArticle(role),
      link,
      expires: longDate.format(expiresAt),
    });
    return { result: undefined, messages: [{ channel: 'email', to: email, ...words }] };
  });
}

/** An owner withdraws a pending invitation of their company; its link then opens nothing. */
export async function revokeInvitation(user: SessionUser, input: unknown): Promise<void> {
  const membership = await ownMembership(user, 'owner');
  const parsed = idSchema.safeParse(input);
  const notPending = () => new DomainError('not_found', companyMessages.invitationNotFound, { field: 'id' });
  if (!parsed.success) throw notPending();
  const { db } = await getDatabase();
  const [revoked] = await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, parsed.data.id),
        eq(invitations.companyId, membership.companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  if (!revoked) throw notPending();
}

export type PendingInvitation = { id: string; email: string; role: CompanyRole; expiresAt: Date };

/** The company's invitations not yet accepted, withdrawn or expired, newest first. */
export async function pendingInvitations(companyId: string): Promise<PendingInvitation[]> {
  const { db } = await getDatabase();
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export type InvitationPreview =
  { ok: true; company: string; role: CompanyRole; email: string } | { ok: false; message: string };

/**
 * What an invitation link offers this signed-in account, or why it cannot accept it: the
 * join page shows it, and accepting checks it again.
 */
export async function previewInvitation(user: SessionUser, input: unknown): Promise<InvitationPreview> {
  const parsed = tokenSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: companyMessages.joinInvalid };
  const { db } = await getDatabase();
  const [found] = await db
    .select({ invitation: invitations, company: tables.companies.name })
    .from(invitations)
    .innerJoin(tables.companies, eq(tables.companies.id, invitations.companyId))
    .where(eq(invitations.tokenHash, tokenHashOf(parsed.data.token)))
    .limit(1);
  if (!found) return { ok: false, message: companyMessages.joinInvalid };
  const { invitation } = found;
  // The invited address is checked first: a link's holder with another account learns no more.
  if (!user.emailVerified) return { ok: false, message: companyMessages.joinUnconfirmed };
  if (invitation.email !== user.email.trim().toLowerCase())
    return { ok: false, message: companyMessages.joinWrongEmail };
  if (invitation.acceptedAt) return { ok: false, message: companyMessages.joinUsed };
  if (invitation.revokedAt) return { ok: false, message: companyMessages.joinRevoked };
  if (invitation.expiresAt <= new Date()) return { ok: false, message: companyMessages.joinExpired };
  const [member] = await db
    .select({ userId: tables.companyMembers.userId })
    .from(tables.companyMembers)
    .where(eq(tables.companyMembers.userId, user.userId));
  if (member) return { ok: false, message: companyMessages.alreadyInCompany };
  return { ok: true, company: found.company, role: invitation.role, email: invitation.email };
}

/**
 * The signed-in account accepts the invitation `token` names: once (a conditional update marks
 * it used, so of two parallel accepts exactly one wins), by the invited address only, while
 * unexpired and not withdrawn, and not by someone already in a company.
 */
export async function acceptInvitation(user: SessionUser, input: unknown): Promise<{ company: string }> {
  const preview = await previewInvitation(user, input);
  if (!preview.ok) throw new DomainError('conflict', preview.message, { field: 'token' });
  const { token } = tokenSchema.parse(input);
  const { db } = await getDatabase();
  return db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: user.userId })
      .where(
        and(
          eq(invitations.tokenHash, tokenHashOf(token)),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!accepted) throw new DomainError('conflict', companyMessages.joinUsed, { field: 'token' });
    const [joined] = await tx
      .insert(tables.companyMembers)
      .values({
        userId: user.userId,
        companyId: accepted.companyId,
        role: accepted.role,
        name: user.name,
        email: accepted.email,
      })
      .onConflictDoNothing()
      .returning();
    // Rolls the acceptance back too: the link stays usable once they have left their company.
    if (!joined) throw new DomainError('conflict', companyMessages.alreadyInCompany, { field: 'token' });
    return { company: preview.company };
  });
}
