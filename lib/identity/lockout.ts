import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tables } from '@/lib/db/server';
import { lockout } from './constants';
import type { IdentityContext } from './context';
import { signingKey } from './keys';

/** After the 5th failure the account locks for 2^(n−5) seconds, at most 15 minutes. */
export function lockDurationMs(failures: number): number {
  if (failures < lockout.freeFailures) return 0;
  return Math.min(2 ** (failures - lockout.freeFailures) * 1000, lockout.maxLockMs);
}

/**
 * Which allowance an attempt spends: sign-in (passwords and SMS codes) or the codes sent by
 * e-mail (sign-up, reset), so a stranger's wrong reset codes cannot block the owner's sign-in.
 */
export type LockoutCounter = 'sign_in' | 'code';

type CounterColumns = { failedAttempts: PgColumn; lockedUntil: PgColumn; lastFailureAt: PgColumn };

const users = tables.identityUsers;
const unknowns = tables.identityUnknownLockouts;

/** Where each counter lives on an account (property names of `identity_users`). */
const userCounters = {
  sign_in: { failedAttempts: 'failedAttempts', lockedUntil: 'lockedUntil', lastFailureAt: 'lastFailureAt' },
  code: {
    failedAttempts: 'codeFailedAttempts',
    lockedUntil: 'codeLockedUntil',
    lastFailureAt: 'codeLastFailureAt',
  },
} as const satisfies Record<LockoutCounter, Record<keyof CounterColumns, keyof typeof users.$inferSelect>>;

function userColumns(counter: LockoutCounter) {
  const names = userCounters[counter];
  return {
    names,
    columns: {
      failedAttempts: users[names.failedAttempts],
      lockedUntil: users[names.lockedUntil],
      lastFailureAt: users[names.lastFailureAt],
    },
  };
}

const timestampOf = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * The one failure arithmetic of accounts and unknown names, as SQL over a counter's columns:
 * the count (restarting after a day without failures, when unknown names are forgotten), and
 * the lock it sets (`lockDurationMs`). A counter takes an attempt only while not locked.
 */
function failureUpdate(columns: CounterColumns, now: Date) {
  const forgottenBefore = timestampOf(new Date(now.getTime() - lockout.forgetAfterMs));
  const failures = sql`case when ${columns.lastFailureAt} < ${forgottenBefore} then 1
    else ${columns.failedAttempts} + 1 end`;
  const lockSeconds = sql`least(power(2, ${failures} - ${lockout.freeFailures}), ${lockout.maxLockMs / 1000})`;
  return {
    failedAttempts: failures,
    lockedUntil: sql`case when ${failures} >= ${lockout.freeFailures}
      then ${timestampOf(now)} + ${lockSeconds} * interval '1 second'
      else ${columns.lockedUntil} end`,
    lastFailureAt: timestampOf(now),
    open: or(isNull(columns.lockedUntil), lte(columns.lockedUntil, now)),
  };
}

/** A reserved attempt: counted as a failure until `refund` says it was not one. */
type Attempt = { refund: () => Promise<void> };

/**
 * Counts an attempt as a failure *before* it is checked, in one conditional UPDATE:
 * concurrent requests each see the count the previous one left, so no more than the free
 * failures are ever checked before the lock, however many arrive at once. Undefined when the
 * counter is locked (or the account gone): the caller must not check anything.
 */
export async function reserveAttempt(
  ctx: IdentityContext,
  userId: string,
  counter: LockoutCounter,
): Promise<Attempt | undefined> {
  const now = ctx.now();
  const { names, columns } = userColumns(counter);
  const update = failureUpdate(columns, now);
  const [row] = await ctx.db
    .update(users)
    .set({
      [names.failedAttempts]: update.failedAttempts,
      [names.lockedUntil]: update.lockedUntil,
      [names.lastFailureAt]: update.lastFailureAt,
    })
    .where(and(eq(users.id, userId), update.open))
    .returning({ failedAttempts: columns.failedAttempts, lockedUntil: columns.lockedUntil });
  if (!row) return undefined;
  const lockSet = row.failedAttempts >= lockout.freeFailures ? row.lockedUntil : null;
  return {
    // Undoes this attempt's count, and its lock if no later failure has replaced it.
    refund: async () => {
      await ctx.db
        .update(users)
        .set({
          [names.failedAttempts]: sql`greatest(${columns.failedAttempts} - 1, 0)`,
          ...(lockSet
            ? {
                [names.lockedUntil]: sql`case when ${columns.lockedUntil} = ${timestampOf(lockSet)}
                  then ${timestampOf(now)} else ${columns.lockedUntil} end`,
              }
            : {}),
        })
        .where(and(eq(users.id, userId), gt(columns.failedAttempts, 0)));
    },
  };
}

/**
 * The key of an unknown name's counter: an HMAC with the service's decoy secret, so the table
 * holds no name and nobody without the secret can tell which names were tried.
 */
async function unknownKey(ctx: IdentityContext, counter: LockoutCounter, subject: string): Promise<string> {
  const { decoySecret } = await signingKey(ctx.db);
  return createHmac('sha256', decoySecret).update(`lockout:${counter}:${subject}`).digest('hex');
}

/**
 * `reserveAttempt` for a name that is no account (or a sign-in proof that names none): the
 * same arithmetic in one `INSERT … ON CONFLICT DO UPDATE … WHERE open`, so an unknown name
 * locks after the same failures, for the same time, under parallel guesses too. False when
 * locked. Such an attempt never succeeds, so it has nothing to refund. Counters idle past
 * the forgetting time are deleted on the way (indexed), as an account's would restart.
 */
export async function reserveUnknownAttempt(
  ctx: IdentityContext,
  counter: LockoutCounter,
  subject: string,
): Promise<boolean> {
  const now = ctx.now();
  const key = await unknownKey(ctx, counter, subject);
  await ctx.db
    .delete(unknowns)
    .where(lt(unknowns.lastFailureAt, new Date(now.getTime() - lockout.forgetAfterMs)));
  const { open, ...update } = failureUpdate(unknowns, now);
  const firstLockMs = lockDurationMs(1);
  const reserved = await ctx.db
    .insert(unknowns)
    .values({
      key,
      failedAttempts: 1,
      lockedUntil: firstLockMs ? new Date(now.getTime() + firstLockMs) : null,
      lastFailureAt: now,
    })
    .onConflictDoUpdate({ target: unknowns.key, set: update, setWhere: open })
    .returning({ key: unknowns.key });
  return reserved.length > 0;
}

/** A proven password and code, or a new password: the account starts with a clean slate. */
export async function clearFailures(ctx: IdentityContext, userId: string): Promise<void> {
  await ctx.db
    .update(users)
    .set({
      failedAttempts: 0,
      lockedUntil: null,
      codeFailedAttempts: 0,
      codeLockedUntil: null,
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, userId));
}
