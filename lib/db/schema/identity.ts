import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One lockout counter (lib/identity/lockout.ts): failures, the lock they set, and the last
 * failure, a day after which the count starts again.
 */
const lockoutCounter = () => ({
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
});

/** Accounts of the built-in identity service. The id is the token `sub` and the SRP user id. */
export const identityUsers = pgTable(
  'identity_users',
  {
    id: uuid('id').primaryKey(),
    // The e-mail, lower-cased: sign-in is case-insensitive, as in a Cognito e-mail pool.
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    // True only once the user has typed a code sent to `phone` (a passed sign-in SMS).
    phoneVerified: boolean('phone_verified').notNull().default(false),
    confirmed: boolean('confirmed').notNull().default(false),
    // A new e-mail or phone asked for by UpdateUserAttributes: the values above stay in force
    // (for sign-in and every message) until the code sent to the new one comes back.
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    // The SRP user id (USER_ID_FOR_SRP), bound into the verifier; kept apart from the sub so
    // InitiateAuth never reveals it. Null for accounts made before it existed: they use `id`.
    srpUserId: uuid('srp_user_id'),
    srpSalt: text('srp_salt').notNull(),
    srpVerifier: text('srp_verifier').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Sign-in: passwords (both flows) and SMS codes.
    ...lockoutCounter(),
    // Codes sent by e-mail (sign-up, reset) apart, so wrong reset codes cannot block sign-in.
    codeFailedAttempts: integer('code_failed_attempts').notNull().default(0),
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    codeLastFailureAt: timestamp('code_last_failure_at', { withTimezone: true }),
    // Second steps after the password (SetUserMFAPreference): SMS is on for every account
    // until turned off; the authenticator app is on once its secret is verified and enabled.
    smsMfaEnabled: boolean('sms_mfa_enabled').notNull().default(true),
    softwareTokenMfaEnabled: boolean('software_token_mfa_enabled').notNull().default(false),
    preferredMfa: text('preferred_mfa', { enum: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'] }),
    // The authenticator's TOTP secret (lib/identity/totp.ts), sealed like the signing keys:
    // the verified one, and one associated but not yet verified.
    totpSecretSealed: text('totp_secret_sealed'),
    totpPendingSecretSealed: text('totp_pending_secret_sealed'),
    // The last 30-second step whose code was accepted: no code works twice, nor an older one.
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identity_users_username_idx').on(table.username)],
);

/** One-time codes, stored hashed; `challengeId` ties an SMS code to its sign-in challenge. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['signup', 'reset', 'sms', 'verify_email', 'verify_phone'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    challengeId: uuid('challenge_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('identity_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/**
 * A sign-in in progress: the SRP exchange (looked up by the secret block) and then the second
 * step (SMS or authenticator code, the choice between them, or the authenticator's setup;
 * looked up by the Session string), or the auto sign-in a confirmed sign-up may start
 * (its Session string). Only hashes of the handles are stored.
 */
export const identityChallenges = pgTable(
  'identity_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handleHash: text('handle_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    step: text('step', {
      enum: [
        'password_verifier',
        'sms_mfa',
        'software_token_mfa',
        'select_mfa_type',
        'mfa_setup',
        'mfa_setup_verified',
        'sign_up_session',
      ],
    }).notNull(),
    srp: jsonb('srp').$type<{ clientPublic: string; serverSecret: string; serverPublic: string }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('identity_challenges_expires_at_idx').on(table.expiresAt)],
);

/** Refresh tokens (hashed); the row id is the `origin_jti` of every token the sign-in yields. */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => identityUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    eventId: uuid('event_id').notNull(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('identity_refresh_tokens_user_idx').on(table.userId),
    index('identity_refresh_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The token signing keys, one per generation: the first generated by whichever instance needs it
 * first, each later one by a rotation (lib/identity/keys.ts). The private key is stored sealed
 * with IDENTITY_KEY_SECRET; `private_jwk` is only ever read from a row stored before keys were
 * sealed, and emptied when that row is sealed.
 */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  generation: integer('generation').notNull().unique(),
  sealedPrivateKey: text('sealed_private_key'),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/**
 * First decision on each client invocation (a hash of operation, invocation id and username),
 * so the SDK's automatic retries count once; `response` is the answer of a call that sends a
 * message, repeated to a replay instead of sending the message again.
 */
export const identityInvocations = pgTable(
  'identity_invocations',
  {
    id: text('id').primaryKey(),
    throttled: boolean('throttled').notNull(),
    attempts: integer('attempts').notNull().default(1),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('identity_invocations_created_at_idx').on(table.createdAt)],
);

/**
 * The lockout of names that are no account, so they lock exactly as accounts do. The key is
 * an HMAC (the service's decoy secret) of the counter and the name: no name is stored.
 */
export const identityUnknownLockouts = pgTable(
  'identity_unknown_lockouts',
  {
    key: text('key').primaryKey(),
    ...lockoutCounter(),
  },
  (table) => [index('identity_unknown_lockouts_last_failure_at_idx').on(table.lastFailureAt)],
);
