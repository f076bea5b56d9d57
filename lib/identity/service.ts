import { createHash, randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { RETRY_MAX_ATTEMPTS } from '@/lib/constants';
import { config } from '@/lib/config/server';
import { getDatabase, tables, type Database } from '@/lib/db/server';
import { ApiError, clientAddress, readBodyText } from '@/lib/http/server';
import { describeError } from '@/lib/log';
import { deliverMessages, type OutboxEntry } from '@/lib/messaging/server';
import { rateLimiter } from '@/lib/rate-limit/server';
import { groupsOf } from '@/lib/staff/server';
import { INVOCATION_REPLAY_MS, identityRateLimits } from './constants';
import type { IdentityContext, IdentityDependencies } from './context';
import { IdentityError, identityErrors } from './errors';
import { publicKeySet, type JsonWebKeySet } from './keys';
import { errorResponse, parseCall, successResponse } from './protocol';
import { issuerFor } from './tokens';

/** Delivery runs after the answer, as a promise nobody awaits: it must not reject unhandled. */
function deliverAfterAnswer(entries: OutboxEntry[]): void {
  deliverMessages(entries).catch((error: unknown) =>
    console.error('[identity] delivering messages failed:', error instanceof Error ? error.message : error),
  );
}

const defaults: IdentityDependencies = {
  now: () => new Date(),
  database: async () => (await getDatabase()).db,
  limiter: rateLimiter,
  deliver: deliverAfterAnswer,
  siteUrl: () => config().siteUrl,
  passwordCost: () => config().identityPasswordCost,
  groupsOf,
};

const INVOCATION_MEMORY_MS = 60 * 60 * 1000;
/** Every call Amplify and the SDK make fits in a few KB (SRP values and tokens included). */
const BODY_MAX_BYTES = 16 * 1024;

/** Operations that send a message: a replay of one gets the first answer, never another message. */
const messageOperations = new Set(['SignUp', 'ResendConfirmationCode', 'ForgotPassword']);

type StoredAnswer = { status: number; body: Record<string, unknown> };

type Guard = {
  /** False for the SDK's own retry: the address limit counts the call once. */
  counts: boolean;
  /** The first attempt's answer, for a replay of an operation that sends a message. */
  replay?: StoredAnswer;
  throttled: () => Promise<void>;
  answered: (answer: StoredAnswer) => Promise<void>;
};

/**
 * The SDK retries a throttled call up to 3 times with one `amz-sdk-invocation-id`. The first
 * attempt's decision is stored (per operation, invocation id and username), so a retry
 * neither counts again nor slips past a throttle; an id replayed beyond the SDK's attempts
 * counts like a new call, so replays buy nothing. A call that sends a message keeps its
 * answer for a while: replays get it again and send nothing.
 */
async function invocationGuard(
  db: Database,
  now: Date,
  call: { name: string; username: string },
  invocationId: string | null,
): Promise<Guard> {
  const none = async () => undefined;
  if (!invocationId || invocationId.length > 128) return { counts: true, throttled: none, answered: none };
  const invocations = tables.identityInvocations;
  const id = createHash('sha256').update(`${call.name}\n${invocationId}\n${call.username}`).digest('hex');
  await db
    .delete(invocations)
    .where(lt(invocations.createdAt, new Date(now.getTime() - INVOCATION_MEMORY_MS)));
  const [seen] = await db
    .insert(invocations)
    .values({ id, throttled: false, createdAt: now })
    .onConflictDoUpdate({ target: invocations.id, set: { attempts: sql`${invocations.attempts} + 1` } })
    .returning();
  const first = {
    counts: true,
    throttled: async () => {
      await db.update(invocations).set({ throttled: true }).where(eq(invocations.id, id));
    },
    answered: async (answer: StoredAnswer) => {
      if (!messageOperations.has(call.name)) return;
      await db.update(invocations).set({ response: answer }).where(eq(invocations.id, id));
    },
  };
  if (!seen || seen.attempts === 1) return first;
  if (seen.throttled) throw identityErrors.tooManyRequests();
  if (messageOperations.has(call.name) && now.getTime() - seen.createdAt.getTime() < INVOCATION_REPLAY_MS) {
    // Still being answered: the SDK retries TooManyRequests and then finds the answer.
    if (!seen.response) throw identityErrors.tooManyRequests();
    return { counts: false, replay: seen.response as StoredAnswer, throttled: none, answered: none };
  }
  if (seen.attempts > RETRY_MAX_ATTEMPTS) return first;
  return { counts: false, throttled: none, answered: none };
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
      const call = parseCall(
        request.headers.get('x-amz-target'),
        await readBodyText(request, BODY_MAX_BYTES),
      );
      const db = await deps.database();
      const guard = await invocationGuard(db, deps.now(), call, request.headers.get('amz-sdk-invocation-id'));
      if (guard.replay) {
        const { status, body } = guard.replay;
        return status < 300
          ? successResponse(body, requestId)
          : errorResponse(new IdentityError(String(body.__type), String(body.message)), requestId, status);
      }
      const ctx: IdentityContext = {
        ...deps,
        db,
        limit: async (key, rule) => {
          const result = await deps.limiter().hit(key, rule);
          if (result.allowed) return;
          await guard.throttled();
          throw identityErrors.tooManyRequests();
        },
      };
      // A retry is not another call from the address; but every message it causes (a sign-in
      // SMS sent again) still counts against that message's allowance.
      if (guard.counts)
        await ctx.limit(`identity:address:${clientAddress(request)}`, identityRateLimits.address);
      try {
        const body = await call.run(ctx);
        await guard.answered({ status: 200, body: body as Record<string, unknown> });
        return successResponse(body, requestId);
      } catch (error) {
        if (error instanceof IdentityError && error.type !== 'TooManyRequestsException') {
          await guard.answered({ status: 400, body: { __type: error.type, message: error.message } });
        }
        throw error;
      }
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
      console.error(`[identity] request failed: ${describeError(error)}`);
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
