import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { tables } from '@/lib/db';
import { lockout } from './constants';
import type { IdentityContext } from './context';

/** After the 5th failure the account locks for 2^(n−5) seconds, at most 15 minutes. */
export function lockDurationMs(failures: number): number {
  if (failures < lockout.freeFailures) return 0;
  return Math.min(2 ** (failures - lockout.freeFailures) * 1000, lockout.maxLockMs);
}

/** A reserved attempt: counted as a failure until `refund` says it was not one. */
type Attempt = { refund: () => Promise<void> };

const users = tables.identityUsers;

/**
 * Counts an attempt (password or code) as a failure *before* it is checked, in one
 * conditional UPDATE: concurrent requests each see the count the previous one left, so no
 * more than the free failures are ever checked before the lock, however many arrive at once.
 * Undefined when the account is locked (or gone): the caller must not check anything.
 */
export async function reserveAttempt(ctx: IdentityContext, userId: string): Promise<Attempt | undefined> {
  const now = ctx.now();
  const failures = sql`${users.failedAttempts} + 1`;
  const lockSeconds = sql`least(power(2, ${failures} - ${lockout.freeFailures}), ${lockout.maxLockMs / 1000})`;
  const [row] = await ctx.db
    .update(users)
    .set({
      failedAttempts: failures,
      lockedUntil: sql`case when ${failures} >= ${lockout.freeFailures}
        then ${now.toISOString()}::timestamptz + ${lockSeconds} * interval '1 second'
        else ${users.lockedUntil} end`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ failedAttempts: users.failedAttempts, lockedUntil: users.lockedUntil });
  if (!row) return undefined;
  const lockSet = row.failedAttempts >= lockout.freeFailures ? row.lockedUntil : null;
  return {
    // Undoes this attempt's count, and its lock if no later failure has replaced it.
    refund: async () => {
      await ctx.db
        .update(users)
        .set({
          failedAttempts: sql`greatest(${users.failedAttempts} - 1, 0)`,
          ...(lockSet
            ? {
                lockedUntil: sql`case when ${users.lockedUntil} = ${lockSet.toISOString()}::timestamptz
                  then ${now.toISOString()}::timestamptz else ${users.lockedUntil} end`,
              }
            : {}),
        })
        .where(and(eq(users.id, userId), gt(users.failedAttempts, 0)));
    },
  };
}

export async function clearFailures(ctx: IdentityContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: ctx.now() })
    .where(eq(users.id, userId));
}
