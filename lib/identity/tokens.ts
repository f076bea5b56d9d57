import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { SignJWT, createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { tables, type Database } from '@/lib/db/server';
import { BUILT_IN_CLIENT_ID, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { publicKeySet, signingKey } from './keys';
import { findUserById, type IdentityUser } from './users';

export type AuthenticationResult = {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
};

export function issuerFor(siteUrl: string): string {
  return `${siteUrl}/api/identity`;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type SignInSession = { originJti: string; eventId: string; authTime: Date };

async function sign(ctx: IdentityContext, claims: JWTPayload, lifetimeSeconds: number): Promise<string> {
  const key = await signingKey(ctx.db);
  const iat = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({
    ...claims,
    iat,
    exp: iat + lifetimeSeconds,
    jti: randomUUID(),
    iss: issuerFor(ctx.siteUrl()),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .sign(key.privateKey);
}

/** Access and ID tokens with Cognito's claim set; `origin_jti` names the sign-in session. */
async function tokensFor(
  ctx: IdentityContext,
  user: IdentityUser,
  session: SignInSession,
): Promise<AuthenticationResult> {
  const common = {
    sub: user.id,
    origin_jti: session.originJti,
    event_id: session.eventId,
    auth_time: Math.floor(session.authTime.getTime() / 1000),
  };
  // Cognito's claim for the pool's groups.
  const groups = await ctx.groupsOf(ctx.db, user);
  const [AccessToken, IdToken] = await Promise.all([
    sign(
      ctx,
      {
        ...common,
        client_id: BUILT_IN_CLIENT_ID,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        username: user.id,
      },
      lifetimes.accessTokenSeconds,
    ),
    sign(
      ctx,
      {
        ...common,
        aud: BUILT_IN_CLIENT_ID,
        token_use: 'id',
        'cognito:username': user.id,
        ...(groups.length ? { 'cognito:groups': groups } : {}),
        email: user.email,
        email_verified: user.confirmed,
        name: user.name,
        phone_number: user.phone,
        phone_number_verified: user.phoneVerified,
      },
      lifetimes.idTokenSeconds,
    ),
  ]);
  return { AccessToken, IdToken, ExpiresIn: lifetimes.accessTokenSeconds, TokenType: 'Bearer' };
}

/** A completed sign-in: a new refresh token (stored hashed) and the first token pair. */
export async function startSession(ctx: IdentityContext, user: IdentityUser): Promise<AuthenticationResult> {
  const now = ctx.now();
  const refreshToken = randomBytes(48).toString('base64url');
  const session = { originJti: randomUUID(), eventId: randomUUID(), authTime: now };
  await ctx.db.delete(tables.identityRefreshTokens).where(lt(tables.identityRefreshTokens.expiresAt, now));
  await ctx.db.insert(tables.identityRefreshTokens).values({
    id: session.originJti,
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    eventId: session.eventId,
    authTime: now,
    expiresAt: new Date(now.getTime() + lifetimes.refreshTokenMs),
    createdAt: now,
  });
  return { ...(await tokensFor(ctx, user, session)), RefreshToken: refreshToken };
}

async function liveRefreshRow(ctx: IdentityContext, refreshToken: string) {
  const [row] = await ctx.db
    .select()
    .from(tables.identityRefreshTokens)
    .where(eq(tables.identityRefreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  if (!row || row.revokedAt) throw identityErrors.invalidRefreshToken();
  if (row.expiresAt.getTime() <= ctx.now().getTime())
    throw identityErrors.notAuthorized('Refresh Token has expired');
  return row;
}

/** New access and ID tokens for a live refresh token; the refresh token itself is kept. */
export async function refreshSession(
  ctx: IdentityContext,
  refreshToken: string,
): Promise<AuthenticationResult> {
  const row = await liveRefreshRow(ctx, refreshToken);
  const user = await findUserById(ctx, row.userId);
  if (!user) throw identityErrors.invalidRefreshToken();
  return tokensFor(ctx, user, { originJti: row.id, eventId: row.eventId, authTime: row.authTime });
}

/** Revokes one refresh token and so every access token derived from it; unknown tokens are ignored. */
export async function revokeRefreshToken(ctx: IdentityContext, refreshToken: string): Promise<void> {
  await ctx.db
    .update(tables.identityRefreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(tables.identityRefreshTokens.tokenHash, hashToken(refreshToken)),
        isNull(tables.identityRefreshTokens.revokedAt),
      ),
    );
}

export async function revokeAllSessions(ctx: IdentityContext, userId: string): Promise<void> {
  await ctx.db
    .update(tables.identityRefreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(eq(tables.identityRefreshTokens.userId, userId), isNull(tables.identityRefreshTokens.revokedAt)),
    );
}

/** The user behind a valid, unrevoked access token. */
export async function userForAccessToken(ctx: IdentityContext, accessToken: string): Promise<IdentityUser> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(accessToken, createLocalJWKSet(await publicKeySet(ctx.db)), {
      issuer: issuerFor(ctx.siteUrl()),
      algorithms: ['RS256'],
      currentDate: ctx.now(),
    }));
  } catch {
    throw identityErrors.invalidAccessToken();
  }
  if (
    payload.token_use !== 'access' ||
    payload.client_id !== BUILT_IN_CLIENT_ID ||
    typeof payload.origin_jti !== 'string'
  ) {
    throw identityErrors.invalidAccessToken();
  }
  const [origin] = await ctx.db
    .select()
    .from(tables.identityRefreshTokens)
    .where(eq(tables.identityRefreshTokens.id, payload.origin_jti))
    .limit(1);
  if (!origin || origin.revokedAt) throw identityErrors.revokedAccessToken();
  const user = payload.sub ? await findUserById(ctx, payload.sub) : undefined;
  if (!user) throw identityErrors.invalidAccessToken();
  return user;
}

/**
 * Whether the sign-in session a token names (its `origin_jti`) is still live: not revoked by
 * RevokeToken, GlobalSignOut or a password reset, not expired, and the user's own. One
 * primary-key lookup, cheap enough for every guarded page request.
 */
export async function sessionIsLive(
  db: Database,
  session: { originJti: string; userId: string },
  now: Date,
): Promise<boolean> {
  const sessions = tables.identityRefreshTokens;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, session.originJti),
        eq(sessions.userId, session.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
