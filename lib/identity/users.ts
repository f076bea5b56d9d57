import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { tables } from '@/lib/db/server';
import { BUILT_IN_USER_POOL_ID } from './constants';
import type { IdentityContext } from './context';
import { hashPassword } from './password';
import { createVerifier, poolNameOf } from './srp';

export type IdentityUser = typeof tables.identityUsers.$inferSelect;

const poolName = poolNameOf(BUILT_IN_USER_POOL_ID);

/** Usernames are e-mail addresses, matched without regard to case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findUser(ctx: IdentityContext, username: string): Promise<IdentityUser | undefined> {
  const [user] = await ctx.db
    .select()
    .from(tables.identityUsers)
    .where(eq(tables.identityUsers.username, normalizeUsername(username)))
    .limit(1);
  return user;
}

export async function findUserById(ctx: IdentityContext, id: string): Promise<IdentityUser | undefined> {
  const [user] = await ctx.db
    .select()
    .from(tables.identityUsers)
    .where(eq(tables.identityUsers.id, id))
    .limit(1);
  return user;
}

/** The USER_ID_FOR_SRP: the user's own SRP id, or the sub for accounts made before it. */
export function srpUserIdOf(user: IdentityUser): string {
  return user.srpUserId ?? user.id;
}

/** Never the password itself: an SRP verifier bound to the user's SRP id, and a scrypt hash. */
async function credentials(ctx: IdentityContext, srpUserId: string, password: string) {
  const { salt, verifier } = createVerifier(poolName, srpUserId, password);
  return {
    srpSalt: salt,
    srpVerifier: verifier,
    passwordHash: await hashPassword(password, ctx.passwordCost()),
  };
}

/**
 * Registers a new unconfirmed user; undefined when a confirmed account has the username. An
 * unconfirmed registration of the same e-mail is replaced (new sub, password, phone; its codes
 * go with it): whoever signed up first with someone else's e-mail cannot make the owner's
 * confirmation confirm their password and phone.
 */
export async function registerUser(
  ctx: IdentityContext,
  input: { username: string; name: string; phone: string; password: string },
): Promise<IdentityUser | undefined> {
  const id = randomUUID();
  const srpUserId = randomUUID();
  const username = normalizeUsername(input.username);
  const now = ctx.now();
  const secrets = await credentials(ctx, srpUserId, input.password);
  return ctx.db.transaction(async (tx) => {
    const users = tables.identityUsers;
    await tx.delete(users).where(and(eq(users.username, username), eq(users.confirmed, false)));
    const [user] = await tx
      .insert(users)
      .values({
        id,
        srpUserId,
        username,
        email: username,
        name: input.name,
        phone: input.phone,
        ...secrets,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.username })
      .returning();
    return user;
  });
}

/** Confirms the e-mail; false when the account is gone (replaced by a new sign-up) or already confirmed. */
export async function markConfirmed(ctx: IdentityContext, userId: string): Promise<boolean> {
  const confirmed = await ctx.db
    .update(tables.identityUsers)
    .set({ confirmed: true, updatedAt: ctx.now() })
    .where(and(eq(tables.identityUsers.id, userId), eq(tables.identityUsers.confirmed, false)))
    .returning({ id: tables.identityUsers.id });
  return confirmed.length > 0;
}

/** The user typed a code sent to their phone: the number is theirs. */
export async function markPhoneVerified(ctx: IdentityContext, user: IdentityUser): Promise<IdentityUser> {
  if (user.phoneVerified) return user;
  await ctx.db
    .update(tables.identityUsers)
    .set({ phoneVerified: true, updatedAt: ctx.now() })
    .where(and(eq(tables.identityUsers.id, user.id), eq(tables.identityUsers.phone, user.phone)));
  return { ...user, phoneVerified: true };
}

export async function setPassword(ctx: IdentityContext, user: IdentityUser, password: string): Promise<void> {
  await ctx.db
    .update(tables.identityUsers)
    .set({
      ...(await credentials(ctx, srpUserIdOf(user), password)),
      failedAttempts: 0,
      lockedUntil: null,
      updatedAt: ctx.now(),
    })
    .where(eq(tables.identityUsers.id, user.id));
}
