/** The built-in pool's fixed ids. The part after `_` is bound into every SRP verifier. */
export const BUILT_IN_USER_POOL_ID = 'us-west-2_CoastLocal1';
export const BUILT_IN_CLIENT_ID = 'coastline-web-client';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Cognito's defaults. */
export const lifetimes = {
  signupCodeMs: 24 * HOUR,
  resetCodeMs: HOUR,
  smsCodeMs: 3 * MINUTE,
  // A new e-mail or phone's verification code (GetUserAttributeVerificationCode).
  attributeCodeMs: 24 * HOUR,
  // Amplify keeps a pending challenge for 3 minutes; the SRP step must outlive a slow client.
  srpChallengeMs: 3 * MINUTE,
  // Spec §9: auto sign-in after a confirmed sign-up has a 3-minute window.
  autoSignInMs: 3 * MINUTE,
  accessTokenSeconds: 3600,
  idTokenSeconds: 3600,
  refreshTokenMs: 30 * 24 * HOUR,
  // How far the client's claimed TIMESTAMP may differ from our clock.
  claimClockSkewMs: 5 * MINUTE,
} as const;

export const lockout = {
  freeFailures: 5,
  maxLockMs: 15 * MINUTE,
  // A counter a day past its last failure starts again; unknown names' counters are deleted.
  forgetAfterMs: 24 * HOUR,
} as const;

/**
 * Per-address cap on every call, and one allowance per purpose for each recipient of a
 * message: a stranger who spends one (say, by asking for password resets) cannot stop the
 * owner's sign-in codes. SMS to a number no account has proven is also capped per number,
 * across accounts, so throwaway sign-ups cannot flood someone's phone.
 */
export const identityRateLimits = {
  address: { limit: 300, windowMs: 15 * MINUTE },
  signUp: { limit: 5, windowMs: HOUR },
  resendConfirmation: { limit: 5, windowMs: HOUR },
  forgotPassword: { limit: 5, windowMs: HOUR },
  signInSms: { limit: 10, windowMs: HOUR },
  unprovenPhoneSms: { limit: 5, windowMs: HOUR },
  // Verification codes for a new e-mail or phone, per account and attribute.
  attributeCode: { limit: 5, windowMs: HOUR },
} as const;

/** How long a replayed invocation id (same operation and username) gets the first answer. */
export const INVOCATION_REPLAY_MS = 15 * MINUTE;

export const CODE_DIGITS = 6;
