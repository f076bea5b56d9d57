import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { RETRY_MAX_ATTEMPTS } from '@/lib/constants';
import { config } from '@/lib/config';
import { getDatabase, tables, type Database } from '@/lib/db';
import { ApiError, clientAddress, readBodyText } from '@/lib/http';
import { sendMessage } from '@/lib/messaging';
import { rateLimiter } from '@/lib/rate-limit';
import { identityRateLimits } from './constants';
import type { IdentityContext, IdentityDependencies } from './context';
import { IdentityError, identityErrors } from './errors';
import { publicKeySet, type JsonWebKeySet } from './keys';
import { errorResponse, parseCall, successResponse } from './protocol';
import { issuerFor } from './tokens';

const defaults: IdentityDependencies = {
  now: () => new Date(),
  database: async () => (await getDatabase()).db,
  limiter: rateLimiter,
  send: sendMessage,
  siteUrl: () => config().siteUrl,
};

const INVOCATION_MEMORY_MS = 60 * 60 * 1000;
/** Every call Amplify and the SDK make fits in a few KB (SRP values and tokens included). */
const BODY_MAX_BYTES = 16 * 1024;

/**
 * The SDK retries a throttled call up to 3 times with one `amz-sdk-invocation-id`. The first
 * attempt's decision is stored, so a retry neither counts again nor slips past a throttle;
 * an id replayed beyond the SDK's attempts counts like a new call, so replays buy nothing.
 */
async function invocationGuard(db: Database, now: Date, invocationId: string | null) {
  const counted = { counts: true, remember: async () => undefined };
  if (!invocationId || invocationId.length > 128) return counted;
  const invocations = tables.identityInvocations;
  await db
    .delete(invocations)
    .where(lt(invocations.createdAt, new Date(now.getTime() - INVOCATION_MEMORY_MS)));
  const [seen] = await db
    .insert(invocations)
    .values({ id: invocationId, throttled: false, createdAt: now })
    .onConflictDoUpdate({ target: invocations.id, set: { attempts: sql`${invocations.attempts} + 1` } })
    .returning({ attempts: invocations.attempts, throttled: invocations.throttled });
  if (!seen || seen.attempts > RETRY_MAX_ATTEMPTS) return counted;
  if (seen.attempts > 1) {
    if (seen.throttled) throw identityErrors.tooManyRequests();
    return { counts: false, remember: async () => undefined };
  }
  return {
    counts: true,
    remember: async () => {
      await db.update(invocations).set({ throttled: true }).where(eq(invocations.id, invocationId));
    },
  };
}

export type IdentityService = {
  /** Answers one Cognito JSON-protocol request (`POST /api/identity`). */
  handle: (request: Request) => Promise<Response>;
  /** The public keys that verify this service's tokens. */
  jwks: () => Promise<JsonWebKeySet>;
  issuer: () => string;
};

export function createIdentityService(overrides: Partial<IdentityDependencies> = {}): IdentityService {
  const deps: IdentityDependencies = { ...defaults, ...overrides };

  async function handle(request: Request): Promise<Response> {
    const requestId = randomUUID();
    try {
      const call = parseCall(request.headers.get('x-amz-target'), await readBodyText(request, BODY_MAX_BYTES));
      const db = await deps.database();
      const guard = await invocationGuard(db, deps.now(), request.headers.get('amz-sdk-invocation-id'));
      const ctx: IdentityContext = {
        ...deps,
        db,
        limit: async (key, rule) => {
          if (!guard.counts) return;
          const result = await deps.limiter().hit(key, rule);
          if (result.allowed) return;
          await guard.remember();
          throw identityErrors.tooManyRequests();
        },
      };
      await ctx.limit(`identity:address:${clientAddress(request)}`, identityRateLimits.address);
      return successResponse(await call.run(ctx), requestId);
    } catch (error) {
      if (error instanceof IdentityError) return errorResponse(error, requestId);
      // The body reader's refusals (too large, not UTF-8), in Cognito's error shape.
      if (error instanceof ApiError) {
        return errorResponse(
          new IdentityError('InvalidParameterException', error.message),
          requestId,
          error.statusCode,
        );
      }
      console.error('[identity] request failed:', error);
      return errorResponse(
        new IdentityError('InternalErrorException', 'An internal error occurred.'),
        requestId,
        500,
      );
    }
  }

  return {
    handle,
    jwks: async () => publicKeySet(await deps.database()),
    issuer: () => issuerFor(deps.siteUrl()),
  };
}
