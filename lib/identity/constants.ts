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
  // Amplify keeps a pending challenge for 3 minutes; the SRP step must outlive a slow client.
  srpChallengeMs: 3 * MINUTE,
  accessTokenSeconds: 3600,
  idTokenSeconds: 3600,
  refreshTokenMs: 30 * 24 * HOUR,
  // How far the client's claimed TIMESTAMP may differ from our clock.
  claimClockSkewMs: 5 * MINUTE,
} as const;

export const lockout = {
  freeFailures: 5,
  maxLockMs: 15 * MINUTE,
} as const;

/** Per-address cap on every call, per-user cap on calls that send an e-mail or SMS. */
export const identityRateLimits = {
  address: { limit: 300, windowMs: 15 * MINUTE },
  userMessages: { limit: 10, windowMs: HOUR },
} as const;

export const CODE_DIGITS = 6;
