import type { z } from 'zod';
import { identityRateLimits, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { consumeCode, refuseUnknownCode } from './codes';
import { emailDelivery, resetEmail } from './delivery';
import { sendCode, spendDecoyCode, withTimingFloor } from './messages';
import { checkPasswordPolicy } from './password';
import type { confirmForgotPasswordSchema, usernameOnlySchema } from './schemas';
import { revokeAllSessions } from './tokens';
import { findUser, normalizeUsername, setPassword } from './users';

/**
 * Same answer, in the same time, whether or not the account exists: a reset must not reveal
 * who is a customer. An unknown user gets the made-up CodeDeliveryDetails Cognito answers
 * with PreventUserExistenceErrors.
 */
export async function forgotPassword(ctx: IdentityContext, input: z.output<typeof usernameOnlySchema>) {
  const username = normalizeUsername(input.Username);
  await ctx.limit(`identity:forgot-password:${username}`, identityRateLimits.forgotPassword);
  await withTimingFloor(async () => {
    const user = await findUser(ctx, username);
    if (user?.confirmed) {
      await sendCode(ctx, {
        userId: user.id,
        purpose: 'reset',
        lifetimeMs: lifetimes.resetCodeMs,
        message: (code) => resetEmail(ctx.siteUrl(), user.email, code),
      });
    } else {
      await spendDecoyCode(ctx, 'reset', resetEmail(ctx.siteUrl(), username, '000000'));
    }
  });
  return { CodeDeliveryDetails: emailDelivery(username) };
}

/** A new password signs the account out everywhere: whoever knew the old one loses access. */
export async function confirmForgotPassword(
  ctx: IdentityContext,
  input: z.output<typeof confirmForgotPasswordSchema>,
) {
  checkPasswordPolicy(input.Password);
  const user = await findUser(ctx, input.Username);
  // Unknown accounts answer like a wrong code, and lock as accounts without a live code do.
  if (!user) return refuseUnknownCode(ctx, input.Username);
  await consumeCode(ctx, user, 'reset', input.ConfirmationCode);
  await setPassword(ctx, user, input.Password);
  await revokeAllSessions(ctx, user.id);
  return {};
}
