import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { tables, type Database } from '@/lib/db';
import { CODE_DIGITS } from './constants';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { clearFailures, reserveAttempt } from './lockout';
import type { IdentityUser } from './users';

type Purpose = (typeof tables.identityCodes.$inferSelect)['purpose'];

function hashCode(codeId: string, code: string): string {
  return createHash('sha256').update(`${codeId}:${code}`).digest('hex');
}

/**
 * A fresh code from the CSPRNG; only its hash is stored. Issuing one retires the user's
 * earlier unused codes of the same purpose, so only the latest message works. `db` is the
 * transaction that also records the message carrying the code.
 */
export async function issueCode(
  ctx: IdentityContext,
  db: Pick<Database, 'delete' | 'update' | 'insert'>,
  userId: string,
  purpose: Purpose,
  lifetimeMs: number,
  challengeId?: string,
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
  const id = randomUUID();
  const now = ctx.now();
  const ofPurpose = and(eq(tables.identityCodes.userId, userId), eq(tables.identityCodes.purpose, purpose));
  await db.delete(tables.identityCodes).where(and(ofPurpose, lt(tables.identityCodes.expiresAt, now)));
  await db
    .update(tables.identityCodes)
    .set({ usedAt: now })
    .where(and(ofPurpose, isNull(tables.identityCodes.usedAt)));
  await db.insert(tables.identityCodes).values({
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
 * Checks and spends the user's live code: every check is reserved against the lockout first
 * (so parallel guesses cannot outrun it), the right code past its lifetime answers
 * ExpiredCodeException without counting, and a code works once.
 */
export async function consumeCode(
  ctx: IdentityContext,
  user: IdentityUser,
  purpose: Purpose,
  code: string,
  challengeId?: string,
): Promise<void> {
  const now = ctx.now();
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
  // No live code answers like a wrong one, as an unknown account does, and costs no attempt.
  if (!latest) throw identityErrors.codeMismatch();
  const attempt = await reserveAttempt(ctx, user.id);
  if (!attempt) throw identityErrors.tooManyFailedAttempts();
  if (latest.codeHash !== hashCode(latest.id, code)) throw identityErrors.codeMismatch();
  if (now.getTime() >= latest.expiresAt.getTime()) {
    await attempt.refund();
    throw identityErrors.expiredCode();
  }
  // The conditional update is what makes the code single-use across concurrent requests.
  const spent = await ctx.db
    .update(tables.identityCodes)
    .set({ usedAt: now })
    .where(and(eq(tables.identityCodes.id, latest.id), isNull(tables.identityCodes.usedAt)))
    .returning({ id: tables.identityCodes.id });
  if (spent.length === 0) {
    await attempt.refund();
    throw identityErrors.expiredCode();
  }
  await clearFailures(ctx, user.id);
}
