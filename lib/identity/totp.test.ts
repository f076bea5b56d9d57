import { base32Decode, base32Encode, generateTotpSecret, hotp, matchTotp, totpCode, totpStep } from './totp';

// RFC 6238 Appendix B, SHA-1: the 20-byte ASCII key "12345678901234567890", 8-digit codes.
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
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
    expect(hotp(rfcKey, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('gives the RFC 4226 HOTP values as 6 digits', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    expect(expected.map((_, counter) => hotp(rfcKey, counter))).toEqual(expected);
  });

  it('round-trips base32 (RFC 4648) and reads what people type', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======')?.toString()).toBe('foobar');
    expect(base32Decode('not base32!')).toBeUndefined();
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  const secret = base32Encode(rfcKey);
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
