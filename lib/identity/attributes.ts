import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from '@/lib/constants';
import { tables } from '@/lib/db/server';
import { recordMessages } from '@/lib/messaging/server';
import { identityRateLimits, lifetimes } from './constants';
import type { IdentityContext } from './context';
import { consumeCode } from './codes';
import {
  emailChangedNotice,
  emailDelivery,
  smsDelivery,
  verifyEmailMessage,
  verifyPhoneMessage,
  type CodeDeliveryDetails,
} from './delivery';
import { IdentityError, identityErrors } from './errors';
import { sendCode } from './messages';
import type {
  attributeVerificationCodeSchema,
  updateUserAttributesSchema,
  verifyUserAttributeSchema,
} from './schemas';
import { userForAccessToken } from './tokens';
import { normalizeUsername, type IdentityUser } from './users';

const emailSchema = z.email();
// Accounts are US customers: the sign-up form fixes the +1 prefix before ten digits.
export const phonePattern = /^\+1\d{10}$/;

/** The verified attributes: a new value waits for its code, the old one stays in force meanwhile. */
const verified = {
  email: {
    purpose: 'verify_email',
    pending: 'pendingEmail',
    message: verifyEmailMessage,
    delivery: emailDelivery,
  },
  phone_number: {
    purpose: 'verify_phone',
    pending: 'pendingPhone',
    message: verifyPhoneMessage,
    delivery: smsDelivery,
  },
} as const;
type VerifiedAttribute = keyof typeof verified;

function verifiedAttribute(name: string): VerifiedAttribute {
  if (name === 'email' || name === 'phone_number') return name;
  throw identityErrors.invalidParameter(`Attribute ${name} cannot be verified.`);
}

const schemaError = (name: string) =>
  identityErrors.invalidParameter(`Attributes did not conform to the schema: ${name} is invalid.`);

/** The requested values, checked as sign-up checks them; only these three are the user's to write. */
function requestedValues(attributes: { Name: string; Value: string }[]) {
  const values: { name?: string; email?: string; phone_number?: string } = {};
  for (const { Name, Value } of attributes) {
    const value = Value.trim();
    if (Name === 'name') {
      if (!value || value.length > NAME_MAX_LENGTH) throw schemaError(Name);
      values.name = value;
    } else if (Name === 'email') {
      if (!emailSchema.safeParse(value).success) throw schemaError(Name);
      values.email = normalizeUsername(value);
    } else if (Name === 'phone_number') {
      if (!phonePattern.test(value)) throw identityErrors.invalidParameter('Invalid phone number format.');
      values.phone_number = value;
    } else {
      throw identityErrors.invalidParameter(`user.${Name}: Attribute cannot be updated.`);
    }
  }
  return values;
}

/** Whether another confirmed account signs in with `email`. */
async function emailTaken(ctx: IdentityContext, email: string, userId: string): Promise<boolean> {
  const users = tables.identityUsers;
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, email), ne(users.id, userId), eq(users.confirmed, true)))
    .limit(1);
  return other !== undefined;
}

/**
 * Sends the code for `value` (the attribute's pending value, or its current one), within the
 * account's allowance; SMS to a number no account has proven shares that number's allowance
 * with sign-in codes. `pendingValue` is set in the code's own transaction, so a code only ever
 * proves the value it was sent to.
 */
async function sendVerificationCode(
  ctx: IdentityContext,
  user: IdentityUser,
  attribute: VerifiedAttribute,
  value: string,
  pendingValue?: string,
): Promise<CodeDeliveryDetails> {
  const spec = verified[attribute];
  await ctx.limit(`identity:attribute-code:${user.id}:${attribute}`, identityRateLimits.attributeCode);
  if (attribute === 'phone_number' && !(value === user.phone && user.phoneVerified)) {
    await ctx.limit(`identity:unproven-phone-sms:${value}`, identityRateLimits.unprovenPhoneSms);
  }
  await sendCode(ctx, {
    userId: user.id,
    purpose: spec.purpose,
    lifetimeMs: lifetimes.attributeCodeMs,
    message: (code) => spec.message(value, code),
    alongside:
      pendingValue === undefined
        ? undefined
        : async (tx) => {
            await tx
              .update(tables.identityUsers)
              .set({ [spec.pending]: pendingValue, updatedAt: ctx.now() })
              .where(eq(tables.identityUsers.id, user.id));
          },
  });
  return spec.delivery(value);
}

/**
 * UpdateUserAttributes, as a pool that keeps the original value while an update is pending:
 * the name changes at once; a new e-mail or phone is only pending, and each gets a code
 * (CodeDeliveryDetailsList). Asking for the value in force drops a pending change instead.
 * An e-mail another account signs in with is refused (AliasExistsException).
 */
export async function updateUserAttributes(
  ctx: IdentityContext,
  input: z.output<typeof updateUserAttributesSchema>,
) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  const values = requestedValues(input.UserAttributes);
  if (
    values.email !== undefined &&
    values.email !== user.email &&
    (await emailTaken(ctx, values.email, user.id))
  ) {
    throw identityErrors.aliasExists();
  }
  const users = tables.identityUsers;
  const current = { email: user.email, phone_number: user.phone };
  const unchanged = (['email', 'phone_number'] as const).filter(
    (attribute) => values[attribute] !== undefined && values[attribute] === current[attribute],
  );
  if (values.name !== undefined || unchanged.length > 0) {
    await ctx.db
      .update(users)
      .set({
        ...(values.name !== undefined ? { name: values.name } : {}),
        ...Object.fromEntries(unchanged.map((attribute) => [verified[attribute].pending, null])),
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, user.id));
  }
  const CodeDeliveryDetailsList: CodeDeliveryDetails[] = [];
  for (const attribute of ['email', 'phone_number'] as const) {
    const value = values[attribute];
    if (value === undefined || value === current[attribute]) continue;
    CodeDeliveryDetailsList.push(await sendVerificationCode(ctx, user, attribute, value, value));
  }
  return { CodeDeliveryDetailsList };
}

/** GetUserAttributeVerificationCode: a new code for the pending value, or else the one in force. */
export async function getUserAttributeVerificationCode(
  ctx: IdentityContext,
  input: z.output<typeof attributeVerificationCodeSchema>,
) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  const attribute = verifiedAttribute(input.AttributeName);
  const value = attribute === 'email' ? (user.pendingEmail ?? user.email) : (user.pendingPhone ?? user.phone);
  return { CodeDeliveryDetails: await sendVerificationCode(ctx, user, attribute, value) };
}

/**
 * The new value in force, if it is still the pending one the code was sent for (read before
 * the code was spent). A new e-mail becomes the sign-in name: an unconfirmed registration of
 * it is dropped (its owner has just proven the address), a confirmed account keeps it
 * (AliasExistsException), and the old address is told.
 */
async function applyVerified(ctx: IdentityContext, user: IdentityUser, attribute: VerifiedAttribute) {
  const users = tables.identityUsers;
  const now = ctx.now();
  if (attribute === 'phone_number') {
    const pending = user.pendingPhone;
    const applied = await ctx.db
      .update(users)
      .set({ phone: pending ?? user.phone, phoneVerified: true, pendingPhone: null, updatedAt: now })
      .where(
        and(eq(users.id, user.id), pending ? eq(users.pendingPhone, pending) : eq(users.phone, user.phone)),
      )
      .returning({ id: users.id });
    if (applied.length === 0) throw identityErrors.expiredCode();
    return;
  }
  const pending = user.pendingEmail;
  if (!pending) return;
  if (await emailTaken(ctx, pending, user.id)) throw identityErrors.aliasExists();
  const entries = await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(and(eq(users.username, pending), eq(users.confirmed, false)));
    const applied = await tx
      .update(users)
      .set({ username: pending, email: pending, pendingEmail: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.pendingEmail, pending)))
      .returning({ id: users.id });
    if (applied.length === 0) throw identityErrors.expiredCode();
    return recordMessages(tx, [emailChangedNotice(user.email, pending)]);
  });
  ctx.deliver(entries);
}

/** VerifyUserAttribute: the code proves the value it was sent to, once; wrong codes count towards the lock. */
export async function verifyUserAttribute(
  ctx: IdentityContext,
  input: z.output<typeof verifyUserAttributeSchema>,
) {
  const user = await userForAccessToken(ctx, input.AccessToken);
  const attribute = verifiedAttribute(input.AttributeName);
  try {
    await consumeCode(ctx, user, verified[attribute].purpose, input.Code);
  } catch (error) {
    // Cognito's name for this operation's lock.
    if (error instanceof IdentityError && error.type === 'TooManyFailedAttemptsException') {
      throw identityErrors.limitExceeded();
    }
    throw error;
  }
  await applyVerified(ctx, user, attribute);
  return {};
}
