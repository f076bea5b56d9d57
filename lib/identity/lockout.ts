import { eq, sql } from 'drizzle-orm';
import { tables } from '@/lib/db';
import { lockout } from './constants';
import type { IdentityContext } from './context';
import type { IdentityUser } from './users';

/** After the 5th failure the account locks for 2^(n−5) seconds, at most 15 minutes. */
export function lockDurationMs(failures: number): number {
  if (failures < lockout.freeFailures) return 0;
  return Math.min(2 ** (failures - lockout.freeFailures) * 1000, lockout.maxLockMs);
}

export function isLocked(user: IdentityUser, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil.getTime() > now.getTime();
}

/** Counts a failed password or code; the increment is atomic so instances cannot lose one. */
export async function recordFailure(ctx: IdentityContext, userId: string): Promise<void> {
  const [row] = await ctx.db
    .update(tables.identityUsers)
    .set({ failedAttempts: sql`${tables.identityUsers.failedAttempts} + 1`, updatedAt: ctx.now() })
    .where(eq(tables.identityUsers.id, userId))
    .returning({ failedAttempts: tables.identityUsers.failedAttempts });
  const lockMs = lockDurationMs(row?.failedAttempts ?? 0);
  if (lockMs > 0) {
    await ctx.db
      .update(tables.identityUsers)
      .set({ lockedUntil: new Date(ctx.now().getTime() + lockMs) })
      .where(eq(tables.identityUsers.id, userId));
  }
}

export async function clearFailures(ctx: IdentityContext, userId: string): Promise<void> {
  await ctx.db
    .update(tables.identityUsers)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: ctx.now() })
    .where(eq(tables.identityUsers.id, userId));
}
