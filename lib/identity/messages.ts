import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { tables, type Database, type Transaction } from '@/lib/db/server';
import { recordMessages, type OutgoingMessage } from '@/lib/messaging/server';
import { issueCode } from './codes';
import type { IdentityContext } from './context';

type Purpose = (typeof tables.identityCodes.$inferSelect)['purpose'];

type CodeMessage = {
  userId: string;
  purpose: Purpose;
  lifetimeMs: number;
  challengeId?: string;
  message: (code: string) => OutgoingMessage;
  /** A change that must commit with the code, or not at all (the value the code proves). */
  alongside?: (tx: Transaction) => Promise<void>;
};

/**
 * Issues a code and records the message carrying it in one transaction (the code never exists
 * without its message); the message is delivered after the answer, so a slow mail or SMS
 * provider neither holds up the caller nor shows in the answer's timing.
 */
export async function sendCode(ctx: IdentityContext, input: CodeMessage): Promise<void> {
  const entries = await ctx.db.transaction(async (tx) => {
    await commitWithoutFlush(tx);
    await input.alongside?.(tx);
    const code = await issueCode(ctx, tx, input.userId, input.purpose, input.lifetimeMs, input.challengeId);
    return recordMessages(tx, [input.message(code)]);
  });
  ctx.deliver(entries);
}

/**
 * A code and its message need not outlive a crash in the next moment (the user asks again),
 * so the commit does not wait for the disk: the answer then takes no longer than a decoy's,
 * whose transaction is rolled back.
 */
async function commitWithoutFlush(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`set local synchronous_commit to off`);
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
      await commitWithoutFlush(tx);
      await tx.delete(tables.identityCodes).where(and(ofPurpose, lt(tables.identityCodes.expiresAt, now)));
      await tx
        .update(tables.identityCodes)
        .set({ usedAt: now })
        .where(and(ofPurpose, isNull(tables.identityCodes.usedAt)));
      // Two rows, as the real path writes a code and its message.
      await recordMessages(tx, [message, message]);
      throw new DecoyRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof DecoyRollback)) throw error;
    });
}

/**
 * The least time an answer takes when its work differs between accounts and decoys (a sent
 * message, a stored challenge, a checked proof). The decoys already do the database work they
 * can; this floor absorbs what remains (a found row, a commit, scheduling noise), so the
 * answer's timing says nothing about the account behind it.
 */
const ANSWER_FLOOR_MS = 60;

/** Runs `work` and answers (or fails) no sooner than the floor after it started. */
export async function withTimingFloor<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ANSWER_FLOOR_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
