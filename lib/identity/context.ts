import type { Database } from '@/lib/db/server';
import type { OutboxEntry } from '@/lib/messaging/server';
import type { RateLimiter } from '@/lib/rate-limit/server';
import type { PasswordCost } from './password';

/** Everything the service touches outside itself, injectable for tests (clock first). */
export type IdentityDependencies = {
  now: () => Date;
  database: () => Promise<Database>;
  limiter: () => RateLimiter;
  /** Sends messages already recorded in the outbox, after the answer: it must never throw. */
  deliver: (entries: OutboxEntry[]) => void;
  siteUrl: () => string;
  /** The scrypt cost new password hashes are made at (config's `identityPasswordCost`). */
  passwordCost: () => PasswordCost;
  /** The groups an account's tokens carry (`cognito:groups`): the shop says who is staff. */
  groupsOf: (db: Database, account: { email: string; confirmed: boolean }) => Promise<string[]>;
};

/** One request's view: the dependencies plus the rate-limit guard bound to its invocation. */
export type IdentityContext = IdentityDependencies & {
  db: Database;
  /** Counts one request against `key`; throws TooManyRequestsException when over. */
  limit: (key: string, rule: { limit: number; windowMs: number }) => Promise<void>;
};
