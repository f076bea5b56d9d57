import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes: TOTP (RFC 6238) with HMAC-SHA-1, 30-second steps and 6 digits, the
 * parameters every authenticator app and Cognito use, computed by `otpauth` (a maintained
 * library checked against the RFC vectors). Which steps a code may be of, and that a step is
 * never accepted twice, is this service's rule, below.
 */
const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too: phone clocks drift. */
const TOTP_SKEW_STEPS = 1;
/** 160-bit secrets, as RFC 4226 recommends and Cognito issues (32 base32 characters). */
const SECRET_BYTES = 20;

/** A new secret, in base32 as authenticator apps take it typed by hand. */
export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The 30-second step `at` falls in (RFC 6238 T with T0 = 0). */
export function totpStep(at: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() });
}

/** The code an authenticator shows at `at` for the base32 `secret`. */
export function totpCode(secret: string, at: Date): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}

/**
 * The step whose code `code` is, within the skew around `at` and later than `lastStep` (the
 * last step accepted for this secret), or undefined. Later steps are tried first, each
 * comparison in constant time (otpauth's).
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = Secret.fromBase32(secret);
  const now = totpStep(at);
  for (let step = now + TOTP_SKEW_STEPS; step >= now - TOTP_SKEW_STEPS; step -= 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (HOTP.validate({ token: code, secret: key, counter: step, window: 0 }) === 0) return step;
  }
  return undefined;
}
