import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { tables } from '@/lib/db/server';
import type { IdentityContext } from './context';

export type Challenge = typeof tables.identityChallenges.$inferSelect;
type Step = Challenge['step'];

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

function hashHandle(handle: string): string {
  return createHash('sha256').update(handle).digest('hex');
}

/** Stores a sign-in step under a random handle (the SRP secret block or the Session string). */
export async function openChallenge(
  ctx: IdentityContext,
  input: { userId: string; step: Step; lifetimeMs: number; srp?: Challenge['srp'] },
): Promise<{ handle: string; challenge: Challenge }> {
  const handle = randomBytes(48).toString('base64');
  const now = ctx.now();
  // Long-dead challenges are swept here; recently expired ones still answer ExpiredCode.
  await ctx.db
    .delete(tables.identityChallenges)
    .where(lt(tables.identityChallenges.expiresAt, new Date(now.getTime() - PRUNE_AFTER_MS)));
  const [challenge] = await ctx.db
    .insert(tables.identityChallenges)
    .values({
      handleHash: hashHandle(handle),
      userId: input.userId,
      step: input.step,
      srp: input.srp,
      expiresAt: new Date(now.getTime() + input.lifetimeMs),
      createdAt: now,
    })
    .returning();
  if (!challenge) throw new Error('The sign-in challenge was not stored.');
  return { handle, challenge };
}

/** The unspent challenge stored under `handle` for this step, expired or not. */
export async function findChallenge(
  ctx: IdentityContext,
  handle: string,
  step: Step,
): Promise<Challenge | undefined> {
  const [challenge] = await ctx.db
    .select()
    .from(tables.identityChallenges)
    .where(
      and(
        eq(tables.identityChallenges.handleHash, hashHandle(handle)),
        eq(tables.identityChallenges.step, step),
        isNull(tables.identityChallenges.usedAt),
      ),
    )
    .limit(1);
  return challenge;
}

export function isExpired(ctx: IdentityContext, challenge: Challenge): boolean {
  return challenge.expiresAt.getTime() <= ctx.now().getTime();
}

/** Marks the challenge spent; false when a concurrent request spent it first. */
export async function spendChallenge(ctx: IdentityContext, challenge: Challenge): Promise<boolean> {
  const spent = await ctx.db
    .update(tables.identityChallenges)
    .set({ usedAt: ctx.now() })
    .where(and(eq(tables.identityChallenges.id, challenge.id), isNull(tables.identityChallenges.usedAt)))
    .returning({ id: tables.identityChallenges.id });
  return spent.length > 0;
}
