import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Authenticator-app codes: TOTP (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA-1, 30-second
 * steps and 6 digits, the parameters every authenticator app and Cognito use. Written on
 * node:crypto (a dozen lines of arithmetic the RFC test vectors pin down) rather than a
 * library: nothing else is needed, and no dependency reaches the code that guards sign-in.
 */
const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Codes of the step before and after now are accepted too: phone clocks drift. */
const TOTP_SKEW_STEPS = 1;
/** 160-bit secrets, as RFC 4226 recommends and Cognito issues (32 base32 characters). */
const SECRET_BYTES = 20;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Tolerates what people type: lower case, spaces, padding. Undefined for any other character. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** RFC 4226 §5.3: HMAC-SHA-1 of the 8-byte counter, dynamically truncated. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step `at` falls in (RFC 6238 T with T0 = 0). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows at `at` for the base32 `secret`. */
export function totpCode(secret: string, at: Date): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('The TOTP secret is not base32.');
  return hotp(key, totpStep(at));
}

/**
 * The step whose code `code` is, within the skew around `at` and later than `lastStep` (the
 * last step accepted for this secret), or undefined. Later steps are tried first, each
 * comparison in constant time.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastStep: number | null,
): number | undefined {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  for (let step = now + TOTP_SKEW_STEPS; step >= now - TOTP_SKEW_STEPS; step -= 1) {
    if (lastStep !== null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return undefined;
}
