import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tables } from '@/lib/db';
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

/** Never the password itself: an SRP verifier bound to the user's id, and a scrypt hash. */
async function credentials(userId: string, password: string) {
  const { salt, verifier } = createVerifier(poolName, userId, password);
  return { srpSalt: salt, srpVerifier: verifier, passwordHash: await hashPassword(password) };
}

/** Inserts a new unconfirmed user; undefined when the username is already taken. */
export async function createUser(
  ctx: IdentityContext,
  input: { username: string; name: string; phone: string; password: string },
): Promise<IdentityUser | undefined> {
  const id = randomUUID();
  const username = normalizeUsername(input.username);
  const now = ctx.now();
  const [user] = await ctx.db
    .insert(tables.identityUsers)
    .values({
      id,
      username,
      email: username,
      name: input.name,
      phone: input.phone,
      ...(await credentials(id, input.password)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tables.identityUsers.username })
    .returning();
  return user;
}

export async function markConfirmed(ctx: IdentityContext, userId: string): Promise<void> {
  await ctx.db
    .update(tables.identityUsers)
    .set({ confirmed: true, updatedAt: ctx.now() })
    .where(eq(tables.identityUsers.id, userId));
}

export async function setPassword(ctx: IdentityContext, userId: string, password: string): Promise<void> {
  await ctx.db
    .update(tables.identityUsers)
    .set({
      ...(await credentials(userId, password)),
      failedAttempts: 0,
      lockedUntil: null,
      updatedAt: ctx.now(),
    })
    .where(eq(tables.identityUsers.id, userId));
}
