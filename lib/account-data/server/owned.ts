import 'server-only';
import type { SessionUser } from '@/lib/auth/server';
import { customerQuotesCondition } from '@/lib/quotes/server';

/**
 * The quotes that are the customer's, exactly as their dashboard lists them: sent signed in,
 * or sent from their e-mail address once the account has confirmed it.
 */
export function ownedQuotes(user: SessionUser) {
  return customerQuotesCondition({
    userId: user.userId,
    ...(user.emailVerified ? { email: user.email } : {}),
  });
}

/** The e-mail as the shop's records compare it. */
export const normalizedEmail = (user: SessionUser) => user.email.trim().toLowerCase();
