import { Secret } from 'otpauth';
import { generateTotpSecret, matchTotp, totpCode, totpStep } from './totp';

// RFC 6238 Appendix B, SHA-1: the 20-byte ASCII key "12345678901234567890". The RFC gives
// 8-digit codes; a 6-digit code is the same truncation modulo 10^6, its last six digits.
const rfcSecret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
const rfcVectors: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(rfcVectors)('gives the RFC test vector at %i s', (seconds, code) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(-6));
  });

  it('steps every 30 seconds from the epoch', () => {
    expect(totpStep(new Date(59_000))).toBe(1);
    expect(totpStep(new Date(1111111109_000))).toBe(37037036);
  });

  it('makes 160-bit secrets in base32, each its own', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  const secret = rfcSecret;
  const at = new Date('2026-11-27T12:00:10Z');
  const codeAt = (offsetSteps: number) => totpCode(secret, new Date(at.getTime() + offsetSteps * 30_000));

  it('accepts one step of clock skew either way and refuses two', () => {
    const now = totpStep(at);
    expect(matchTotp(secret, codeAt(0), at, null)).toBe(now);
    expect(matchTotp(secret, codeAt(-1), at, null)).toBe(now - 1);
    expect(matchTotp(secret, codeAt(1), at, null)).toBe(now + 1);
    expect(matchTotp(secret, codeAt(-2), at, null)).toBeUndefined();
    expect(matchTotp(secret, codeAt(2), at, null)).toBeUndefined();
  });

  it('refuses a code of a step already accepted, or an earlier one', () => {
    const now = totpStep(at);
    expect(matchTotp(secret, codeAt(0), at, now)).toBeUndefined();
    expect(matchTotp(secret, codeAt(-1), at, now)).toBeUndefined();
    expect(matchTotp(secret, codeAt(1), at, now)).toBe(now + 1);
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(secret, `${codeAt(0)}0`, at, null)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeUndefined();
  });
});
