import type { z } from 'zod';
import { lifetimes } from './constants';
import type { IdentityContext } from './context';
import { consumeCode, issueCode } from './codes';
import { emailDelivery, resetEmail } from './delivery';
import { identityErrors } from './errors';
import { checkPasswordPolicy } from './password';
import type { confirmForgotPasswordSchema, usernameOnlySchema } from './schemas';
import { limitMessages } from './sign-up';
import { revokeAllSessions } from './tokens';
import { findUser, normalizeUsername, setPassword } from './users';

/** Same answer whether or not the account exists: a reset must not reveal who is a customer. */
export async function forgotPassword(ctx: IdentityContext, input: z.output<typeof usernameOnlySchema>) {
  const username = normalizeUsername(input.Username);
  await limitMessages(ctx, username);
  const user = await findUser(ctx, username);
  if (user?.confirmed) {
    const code = await issueCode(ctx, user.id, 'reset', lifetimes.resetCodeMs);
    await ctx.send(resetEmail(ctx.siteUrl(), user.email, code));
  }
  return { CodeDeliveryDetails: emailDelivery(username) };
}

/** A new password signs the account out everywhere: whoever knew the old one loses access. */
export async function confirmForgotPassword(
  ctx: IdentityContext,
  input: z.output<typeof confirmForgotPasswordSchema>,
) {
  checkPasswordPolicy(input.Password);
  const user = await findUser(ctx, input.Username);
  if (!user) throw identityErrors.codeMismatch();
  await consumeCode(ctx, user, 'reset', input.ConfirmationCode);
  await setPassword(ctx, user.id, input.Password);
  await revokeAllSessions(ctx, user.id);
  return {};
}
