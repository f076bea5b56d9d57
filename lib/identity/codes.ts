import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import { tables, type Database } from '@/lib/db/server';
import { CODE_DIGITS } from './constants';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { clearFailures, reserveAttempt, reserveUnknownAttempt, type LockoutCounter } from './lockout';
import { normalizeUsername, type IdentityUser } from './users';

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

/** Sign-in codes (SMS) share the sign-in allowance; e-mailed codes have their own. */
const counterOf = (purpose: Purpose): LockoutCounter => (purpose === 'sms' ? 'sign_in' : 'code');

/**
 * Checks and spends the user's live code. Every check is reserved against the lockout first,
 * live code or not (so parallel guesses cannot outrun it, and an account without a code locks
 * as an unknown name does); the right code past its lifetime answers ExpiredCodeException
 * without counting, and a code works once.
 */
export async function consumeCode(
  ctx: IdentityContext,
  user: IdentityUser,
  purpose: Purpose,
  code: string,
  challengeId?: string,
): Promise<void> {
  const now = ctx.now();
  const attempt = await reserveAttempt(ctx, user.id, counterOf(purpose));
  if (!attempt) throw identityErrors.tooManyFailedAttempts();
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
  if (!latest || latest.codeHash !== hashCode(latest.id, code)) throw identityErrors.codeMismatch();
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

/**
 * An e-mailed code for a name that is no account: a wrong code, counted against the name as
 * it would be against an account, so the lock comes after the same guesses.
 */
export async function refuseUnknownCode(ctx: IdentityContext, username: string): Promise<never> {
  if (!(await reserveUnknownAttempt(ctx, 'code', normalizeUsername(username)))) {
    throw identityErrors.tooManyFailedAttempts();
  }
  throw identityErrors.codeMismatch();
}
