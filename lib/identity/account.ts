import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { tables } from '@/lib/db/server';
import type { IdentityContext } from './context';
import { identityErrors } from './errors';
import { reserveAttempt } from './lockout';
import { mfaSettingsOf } from './mfa-settings';
import { checkPasswordPolicy, verifyPassword } from './password';
import type {
  accessTokenSchema,
  changePasswordSchema,
  refreshTokenSchema,
  revokeTokenSchema,
} from './schemas';
import { refreshSession, revokeAllSessions, revokeRefreshToken, userForAccessToken } from './tokens';
import { setPassword } from './users';

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

/**
 * ChangePassword, as Cognito: the previous password is checked against the sign-in lockout
 * (LimitExceededException once locked), and no session ends here. The site signs the other
 * sessions out itself (GlobalSignOut, then a fresh sign-in), which works the same on a
 * Cognito pool.
 */
export async function changePassword(ctx: IdentityContext, input: z.output<typeof changePasswordSchema>) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  checkPasswordPolicy(input.ProposedPassword);
  if (!(await reserveAttempt(ctx, user.id, 'sign_in'))) throw identityErrors.limitExceeded();
  if (!(await verifyPassword(input.PreviousPassword, user.passwordHash)))
    throw identityErrors.wrongPassword();
  // A new password also clears the failures, as a reset does.
  await setPassword(ctx, user, input.ProposedPassword);
  return {};
}
