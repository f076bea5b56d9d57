import 'server-only';
import { config } from '@/lib/config/server';
import { createIdentityService, type IdentityService } from './service';
import { and, eq } from 'drizzle-orm';
import { getDatabase, tables } from '@/lib/db/server';
import { mfaSettingsOf } from './mfa-settings';
import { normalizeUsername } from './users';
import { preflightResponse } from './protocol';
import { sessionIsLive } from './tokens';

export { BUILT_IN_CLIENT_ID, BUILT_IN_USER_POOL_ID } from './constants';
export { createIdentityService } from './service';
export { emailChangedNotice } from './delivery';
export { rotateSigningKey, rotateSigningKeyIfDue, signingKeyStatus } from './keys';
export type { IdentityService } from './service';

let instance: IdentityService | undefined;

/** The process's service, on the app's database, clock, limiter and outbox. */
function identityService(): IdentityService {
  instance ??= createIdentityService();
  return instance;
}

/**
 * The built-in service answers only while it is the configured backend: with Cognito
 * configured, /api/identity and its key set are not found, so nobody can make accounts or
 * send sign-up and reset mail through the shop's own outbox beside the real user pool.
 */
function builtInIdentityEnabled(): boolean {
  return config().identity.kind === 'built-in';
}

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

export async function handleIdentityRequest(request: Request): Promise<Response> {
  return builtInIdentityEnabled() ? identityService().handle(request) : notFound();
}

export function identityPreflight(): Response {
  return builtInIdentityEnabled() ? preflightResponse() : notFound();
}

/** The built-in key set as an HTTP answer, or 404 while Cognito is configured. */
export async function identityKeySetResponse(): Promise<Response> {
  if (!builtInIdentityEnabled()) return notFound();
  return Response.json(await identityService().jwks(), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}

/**
 * Whether the sign-in session behind verified built-in tokens is still live (not signed out
 * everywhere, revoked or ended by a password reset). One primary-key lookup.
 */
export async function builtInSessionIsLive(session: { originJti: string; userId: string }): Promise<boolean> {
  return sessionIsLive((await getDatabase()).db, session, new Date());
}

/** The `iss` of every built-in token: `${siteUrl}/api/identity`. */
export function builtInIssuer(): string {
  return identityService().issuer();
}

/** The built-in key set, for verifying tokens in-process without an HTTP call. */
export function builtInJwks() {
  return identityService().jwks();
}

/**
 * The confirmed built-in account whose e-mail is `email`, for the console: undefined when
 * there is none, or while Cognito holds the accounts (its pool is not read from here).
 */
export async function builtInAccountByEmail(
  email: string,
): Promise<{ userId: string; name: string; since: Date } | undefined> {
  if (!builtInIdentityEnabled()) return undefined;
  const { db } = await getDatabase();
  const users = tables.identityUsers;
  const [user] = await db
    .select({ userId: users.id, name: users.name, since: users.createdAt })
    .from(users)
    .where(and(eq(users.username, normalizeUsername(email)), eq(users.confirmed, true)))
    .limit(1);
  return user;
}

/**
 * GetUser's MFA fields for the built-in account `userId`, read in-process (the dashboard shows
 * them with its first bytes): undefined when there is no such account, or while Cognito holds
 * the accounts.
 */
export async function builtInMfaSettings(userId: string) {
  if (!builtInIdentityEnabled()) return undefined;
  const { db } = await getDatabase();
  const [user] = await db
    .select()
    .from(tables.identityUsers)
    .where(eq(tables.identityUsers.id, userId))
    .limit(1);
  return user && mfaSettingsOf(user);
}
