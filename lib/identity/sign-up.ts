import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { phonePattern } from './attributes';
import { identityRateLimits, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { openChallenge } from './challenges';
import { consumeCode, refuseUnknownCode } from './codes';
import { emailDelivery, signupEmail, type CodeDeliveryDetails } from './delivery';
import { identityErrors } from './errors';
import { sendCode, spendDecoyCode, withTimingFloor } from './messages';
import { checkPasswordPolicy } from './password';
import type { confirmSignUpSchema, signUpSchema, usernameOnlySchema } from './schemas';
import { findUser, markConfirmed, normalizeUsername, registerUser } from './users';

const emailSchema = z.email();

function attribute(attributes: { Name: string; Value: string }[], name: string): string | undefined {
  return attributes.find((entry) => entry.Name === name)?.Value.trim();
}

export async function signUp(ctx: IdentityContext, input: z.output<typeof signUpSchema>) {
  const username = normalizeUsername(input.Username);
  if (!emailSchema.safeParse(username).success)
    throw identityErrors.invalidParameter('Username should be an email.');
  const email = attribute(input.UserAttributes, 'email');
  if (email !== undefined && normalizeUsername(email) !== username) {
    throw identityErrors.invalidParameter('The email attribute must match the username.');
  }
  const name = attribute(input.UserAttributes, 'name');
  if (!name || name.length > NAME_MAX_LENGTH)
    throw identityErrors.invalidParameter('Attributes did not conform to the schema: name is required.');
  const phone = attribute(input.UserAttributes, 'phone_number') ?? '';
  if (!phonePattern.test(phone)) throw identityErrors.invalidParameter('Invalid phone number format.');
  checkPasswordPolicy(input.Password);
  await ctx.limit(`identity:sign-up:${username}`, identityRateLimits.signUp);

  const user = await registerUser(ctx, { username, name, phone, password: input.Password });
  if (!user) throw identityErrors.usernameExists();
  await sendCode(ctx, {
    userId: user.id,
    purpose: 'signup',
    lifetimeMs: lifetimes.signupCodeMs,
    message: (code) => signupEmail(ctx.siteUrl(), user.email, code),
  });
  return { UserSub: user.id, UserConfirmed: false, CodeDeliveryDetails: emailDelivery(user.email) };
}

/**
 * Unknown and already confirmed accounts answer like a wrong code (Cognito's prevent-user-
 * existence behaviour), and lock after as many guesses, so the call cannot probe for accounts
 * or their state. A confirmed account has no live sign-up code, so every guess is wrong.
 * The answer's Session lets Amplify's autoSignIn start this user's sign-in once, within the
 * spec's window, without the password (`InitiateAuth` USER_AUTH); it still ends at the SMS code.
 */
export async function confirmSignUp(ctx: IdentityContext, input: z.output<typeof confirmSignUpSchema>) {
  const user = await findUser(ctx, input.Username);
  if (!user) return refuseUnknownCode(ctx, input.Username);
  await consumeCode(ctx, user, 'signup', input.ConfirmationCode);
  if (user.confirmed) throw identityErrors.codeMismatch();
  // A sign-up of the same e-mail may have replaced this registration meanwhile.
  if (!(await markConfirmed(ctx, user.id))) throw identityErrors.codeMismatch();
  const { handle } = await openChallenge(ctx, {
    userId: user.id,
    step: 'sign_up_session',
    lifetimeMs: lifetimes.autoSignInMs,
  });
  return { Session: handle };
}

/**
 * Same answer, in the same time, whether or not the account exists or still needs confirming:
 * the others do the same database work in a transaction that is rolled back.
 */
export async function resendConfirmationCode(
  ctx: IdentityContext,
  input: z.output<typeof usernameOnlySchema>,
): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
  const username = normalizeUsername(input.Username);
  await ctx.limit(`identity:resend-confirmation:${username}`, identityRateLimits.resendConfirmation);
  await withTimingFloor(async () => {
    const user = await findUser(ctx, username);
    if (user && !user.confirmed) {
      await sendCode(ctx, {
        userId: user.id,
        purpose: 'signup',
        lifetimeMs: lifetimes.signupCodeMs,
        message: (code) => signupEmail(ctx.siteUrl(), user.email, code),
      });
    } else {
      await spendDecoyCode(ctx, 'signup', signupEmail(ctx.siteUrl(), username, '000000'));
    }
  });
  return { CodeDeliveryDetails: emailDelivery(username) };
}
