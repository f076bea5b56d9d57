import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { tables } from '@/lib/db';
import { recordMessages, type OutgoingMessage } from '@/lib/messaging';
import { issueCode } from './codes';
import type { IdentityContext } from './context';

type Purpose = (typeof tables.identityCodes.$inferSelect)['purpose'];

type CodeMessage = {
  userId: string;
  purpose: Purpose;
  lifetimeMs: number;
  challengeId?: string;
  message: (code: string) => OutgoingMessage;
};

/**
 * Issues a code and records the message carrying it in one transaction (the code never exists
 * without its message); the message is delivered after the answer, so a slow mail or SMS
 * provider neither holds up the caller nor shows in the answer's timing.
 */
export async function sendCode(ctx: IdentityContext, input: CodeMessage): Promise<void> {
  const entries = await ctx.db.transaction(async (tx) => {
    const code = await issueCode(ctx, tx, input.userId, input.purpose, input.lifetimeMs, input.challengeId);
    return recordMessages(tx, [input.message(code)]);
  });
  ctx.deliver(entries);
}

/** Stands in for the retired and new code rows of a message nobody is sent. */
class DecoyRollback extends Error {}

/**
 * The work of `sendCode` for a caller who gets no message (unknown account, or one in the
 * wrong state): the same statements in a transaction that is rolled back, so the answer
 * takes as long as a real one and nothing is stored or sent.
 */
export async function spendDecoyCode(ctx: IdentityContext, purpose: Purpose, message: OutgoingMessage) {
  const now = ctx.now();
  const nobody = randomUUID();
  const ofPurpose = and(eq(tables.identityCodes.userId, nobody), eq(tables.identityCodes.purpose, purpose));
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(tables.identityCodes).where(and(ofPurpose, lt(tables.identityCodes.expiresAt, now)));
      await tx
        .update(tables.identityCodes)
        .set({ usedAt: now })
        .where(and(ofPurpose, isNull(tables.identityCodes.usedAt)));
      await recordMessages(tx, [message, message]);
      throw new DecoyRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DecoyRollback)) throw error;
    });
}
