import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { tables } from '@/lib/db';
import { CODE_DIGITS } from './constants';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { isLocked, recordFailure, clearFailures } from './lockout';
import type { IdentityUser } from './users';

type Purpose = (typeof tables.identityCodes.$inferSelect)['purpose'];

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

/**
 * A fresh code from the CSPRNG; only its hash is stored. Issuing one retires the user's
 * earlier unused codes of the same purpose, so only the latest message works.
 */
export async function issueCode(
  ctx: IdentityContext,
  userId: string,
  purpose: Purpose,
  lifetimeMs: number,
  challengeId?: string,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const id = randomUUID();
  const now = ctx.now();
  const ofPurpose = and(eq(tables.identityCodes.userId, userId), eq(tables.identityCodes.purpose, purpose));
  await ctx.db.delete(tables.identityCodes).where(and(ofPurpose, lt(tables.identityCodes.expiresAt, now)));
  await ctx.db
    .update(tables.identityCodes)
    .set({ usedAt: now })
    .where(and(ofPurpose, isNull(tables.identityCodes.usedAt)));
  await ctx.db.insert(tables.identityCodes).values({
    id,
    userId,
    purpose,
    challengeId,
    codeHash: hashCode(id, code),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return code;
}

/**
 * Checks and spends the user's live code: a wrong code counts towards the lockout, an
 * expired or spent one answers ExpiredCodeException, and a code works once.
 */
export async function consumeCode(
  ctx: IdentityContext,
  user: IdentityUser,
  purpose: Purpose,
  code: string,
  challengeId?: string,
): Promise<void> {
  const now = ctx.now();
  if (isLocked(user, now)) throw identityErrors.tooManyFailedAttempts();
  const conditions = [
    eq(tables.identityCodes.userId, user.id),
    eq(tables.identityCodes.purpose, purpose),
    isNull(tables.identityCodes.usedAt),
  ];
  if (challengeId) conditions.push(eq(tables.identityCodes.challengeId, challengeId));
  const [latest] = await ctx.db
    .select()
    .from(tables.identityCodes)
    .where(and(...conditions))
    .orderBy(desc(tables.identityCodes.createdAt))
    .limit(1);
  if (!latest) throw identityErrors.expiredCode();
  if (latest.codeHash !== hashCode(latest.id, code)) {
    await recordFailure(ctx, user.id);
    throw identityErrors.codeMismatch();
  }
  if (now.getTime() >= latest.expiresAt.getTime()) throw identityErrors.expiredCode();
  // The conditional update is what makes the code single-use across concurrent requests.
  const spent = await ctx.db
    .update(tables.identityCodes)
    .set({ usedAt: now })
    .where(and(eq(tables.identityCodes.id, latest.id), isNull(tables.identityCodes.usedAt)))
    .returning({ id: tables.identityCodes.id });
  if (spent.length === 0) throw identityErrors.expiredCode();
  await clearFailures(ctx, user.id);
}
