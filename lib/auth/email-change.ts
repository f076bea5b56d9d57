import 'server-only';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config/server';
import { tables } from '@/lib/db/server';
import { emailChangedNotice } from '@/lib/identity/server';
import { inTransactionWithMessages } from '@/lib/messaging/server';
import { poolUserFor } from './cognito-pool';
import type { SessionUser } from './types';

/**
 * What checking the e-mail found: the pool refused the token; the address the site holds is
 * still in force (or the first one it has seen); or it changed and the old address was told.
 */
export type EmailCheck = 'signed-out' | 'unchanged' | 'old-address-told';

/** Each check is a call to the pool, whose read quota the whole site shares. */
export const EMAIL_CHECK_RATE_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 } as const;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Issue 33 §2, "the old address is told", on an Amazon Cognito pool, which tells nobody. The
 * browser asks before it changes the e-mail and again once the new one is confirmed; the pool
 * itself says which verified address is now the user's, and the site's own record says which
 * was (never the browser, so nobody can aim the notice elsewhere). A change is told once, in
 * the built-in service's words: the record moves to the new address with the notice in the
 * outbox, in one transaction, so a repeated or concurrent check finds nothing left to tell.
 * The built-in service tells the old address itself (lib/identity/attributes.ts): nothing here.
 */
export async function checkEmailChange(user: SessionUser, accessToken: string): Promise<EmailCheck> {
  const identity = config().identity;
  if (identity.kind !== 'cognito') return 'unchanged';
  const pooled = await poolUserFor(identity.endpoint, accessToken);
  // The session's own tokens name the same user as the pool, or they are no session at all.
  if (!pooled || pooled.sub !== user.userId) return 'signed-out';
  const email = pooled.email;
  // A value the pool has not verified is nobody's address yet.
  if (!email || !pooled.emailVerified) return 'unchanged';
  const records = tables.poolAccountEmails;
  return inTransactionWithMessages('auth', async (tx) => {
    await tx.insert(records).values({ userId: user.userId, email }).onConflictDoNothing();
    const [held] = await tx.select().from(records).where(eq(records.userId, user.userId)).for('update');
    if (!held || sameAddress(held.email, email)) return { result: 'unchanged' as const, messages: [] };
    await tx.update(records).set({ email, updatedAt: new Date() }).where(eq(records.userId, user.userId));
    return { result: 'old-address-told' as const, messages: [emailChangedNotice(held.email, email)] };
  });
}
