import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { identityRateLimits, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { consumeCode, issueCode } from './codes';
import { emailDelivery, signupEmail, type CodeDeliveryDetails } from './delivery';
import { identityErrors } from './errors';
import { checkPasswordPolicy } from './password';
import type { confirmSignUpSchema, signUpSchema, usernameOnlySchema } from './schemas';
import { createUser, findUser, markConfirmed, normalizeUsername } from './users';

const emailSchema = z.email();
// Accounts are US customers: the sign-up form fixes the +1 prefix before ten digits.
const phonePattern = /^\+1\d{10}$/;

/** Each e-mail or SMS the service sends counts against the recipient's account. */
export async function limitMessages(ctx: IdentityContext, username: string): Promise<void> {
  await ctx.limit(`identity:messages:${normalizeUsername(username)}`, identityRateLimits.userMessages);
}

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
  await limitMessages(ctx, username);

  if (await findUser(ctx, username)) throw identityErrors.usernameExists();
  const user = await createUser(ctx, { username, name, phone, password: input.Password });
  if (!user) throw identityErrors.usernameExists();
  const code = await issueCode(ctx, user.id, 'signup', lifetimes.signupCodeMs);
  await ctx.send(signupEmail(ctx.siteUrl(), user.email, code));
  return { UserSub: user.id, UserConfirmed: false, CodeDeliveryDetails: emailDelivery(user.email) };
}

export async function confirmSignUp(ctx: IdentityContext, input: z.output<typeof confirmSignUpSchema>) {
  const user = await findUser(ctx, input.Username);
  // An unknown account answers like a wrong code, so the call cannot probe for accounts.
  if (!user) throw identityErrors.codeMismatch();
  if (user.confirmed) throw identityErrors.alreadyConfirmed();
  await consumeCode(ctx, user, 'signup', input.ConfirmationCode);
  await markConfirmed(ctx, user.id);
  return {};
}

/** Same answer whether or not the account exists or still needs confirming. */
export async function resendConfirmationCode(
  ctx: IdentityContext,
  input: z.output<typeof usernameOnlySchema>,
): Promise<{ CodeDeliveryDetails: CodeDeliveryDetails }> {
  const username = normalizeUsername(input.Username);
  await limitMessages(ctx, username);
  const user = await findUser(ctx, username);
  if (user && !user.confirmed) {
    const code = await issueCode(ctx, user.id, 'signup', lifetimes.signupCodeMs);
    await ctx.send(signupEmail(ctx.siteUrl(), user.email, code));
  }
  return { CodeDeliveryDetails: emailDelivery(username) };
}
