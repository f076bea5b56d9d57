import type { Pool, PoolClient, PoolConfig } from 'pg';
import { BUSY_MESSAGE, DomainError } from '@/lib/errors';

/**
 * How the PostgreSQL pool sheds load instead of queueing without end: a request waits at most
 * `connectionWaitMs` for one of `size` connections, and at most `queueLimit` wait at once; past
 * either, the query fails at once with a `busy` domain error (503 with Retry-After in the API, a
 * form error in the console). Overloaded at twice its capacity, the server with no limit queued
 * requests for up to 30 s and answered its health check 21 s after the load stopped.
 */
export type PoolLimits = { size: number; connectionWaitMs: number; queueLimit: number };

// The queue is long enough for a burst (a hundred parallel sign-ins are an attack the
// identity service must answer one by one, not a load to shed); the wait is what bounds latency.
export const DEFAULT_POOL_LIMITS: PoolLimits = { size: 10, connectionWaitMs: 3_000, queueLimit: 500 };

// pg-pool's own words for a wait past connectionTimeoutMillis (it has no error code); a new
// connection that cannot be made in time fails with other words and stays a server error.
const QUEUE_TIMEOUT = 'timeout exceeded when trying to connect';

const busy = (cause?: unknown) => new DomainError('busy', BUSY_MESSAGE, {}, { cause });

type Callback = (error: Error | undefined, client?: PoolClient, release?: (error?: Error) => void) => void;

/** A pg Pool (of the class given: pg is loaded on demand) that sheds load past its limits. */
export function sheddingPool(PoolClass: typeof Pool, config: PoolConfig, limits: PoolLimits): Pool {
  class SheddingPool extends PoolClass {
    // Pool.query and drizzle's transactions both come through here.
    override connect(): Promise<PoolClient>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<PoolClient> | void {
      const mustWait = this.idleCount === 0 && this.totalCount >= limits.size;
      if (mustWait && this.waitingCount >= limits.queueLimit) {
        if (!callback) return Promise.reject(busy());
        process.nextTick(() => callback(busy()));
        return;
      }
      const shed = (error: unknown) =>
        error instanceof Error && error.message === QUEUE_TIMEOUT ? busy(error) : error;
      if (!callback) return super.connect().catch((error: unknown) => Promise.reject(shed(error)));
      super.connect((error, client, release) =>
        callback(error ? (shed(error) as Error) : undefined, client, release),
      );
    }
  }
  return new SheddingPool({ ...config, max: limits.size, connectionTimeoutMillis: limits.connectionWaitMs });
}
