import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tables } from '@/lib/db';
import type { IdentityContext } from './context';
import { mfaSettingsOf } from './mfa-settings';
import type { accessTokenSchema, refreshTokenSchema, revokeTokenSchema } from './schemas';
import { refreshSession, revokeAllSessions, revokeRefreshToken, userForAccessToken } from './tokens';

export async function getUser(ctx: IdentityContext, input: z.output<typeof accessTokenSchema>) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  return {
    Username: user.id,
    UserAttributes: [
      { Name: 'sub', Value: user.id },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.confirmed) },
      { Name: 'name', Value: user.name },
      { Name: 'phone_number', Value: user.phone },
      { Name: 'phone_number_verified', Value: String(user.phoneVerified) },
    ],
    ...mfaSettingsOf(user),
  };
}

export async function globalSignOut(ctx: IdentityContext, input: z.output<typeof accessTokenSchema>) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  await revokeAllSessions(ctx, user.id);
  return {};
}

/**
 * DeleteUser: the signed-in user deletes their own account. Its codes, sign-ins in progress
 * and refresh tokens go with the row (foreign keys cascade), so every token it was given stops
 * working at once and the e-mail can sign up afresh. The shop's own records of the customer are
 * erased apart, by lib/account-data, before the browser asks for this.
 */
export async function deleteUser(ctx: IdentityContext, input: z.output<typeof accessTokenSchema>) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  await ctx.db.delete(tables.identityUsers).where(eq(tables.identityUsers.id, user.id));
  return {};
}

export async function revokeToken(ctx: IdentityContext, input: z.output<typeof revokeTokenSchema>) {
  await revokeRefreshToken(ctx, input.Token);
  return {};
}

export async function getTokensFromRefreshToken(
  ctx: IdentityContext,
  input: z.output<typeof refreshTokenSchema>,
) {
  return { AuthenticationResult: await refreshSession(ctx, input.RefreshToken) };
}
