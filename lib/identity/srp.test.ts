import { createHash } from 'node:crypto';
import {
  bigIntFromHex,
  claimSignature,
  clientSecret,
  computeVerifier,
  computeX,
  createVerifier,
  formatClaimTimestamp,
  padHex,
  parseClaimTimestamp,
  powModN,
  publicA,
  scramblingU,
  serverEphemeral,
  serverSecret,
  sessionKey,
  srpK,
  srpN,
  verifyClaim,
} from './srp';

const fingerprint = (value: bigint) =>
  createHash('sha256')
    .update(Buffer.from(padHex(value), 'hex'))
    .digest('hex');

// cognito-wire.md §5.9: the values Amplify's own AuthenticationHelper produces.
describe('SRP test vector from the reference', () => {
  const poolName = 'LocalPool1';
  const userId = '00000000-0000-4000-8000-000000000001';
  const password = 'Password1!';
  const salt = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';
  const a = bigIntFromHex('11'.repeat(32));
  const b = bigIntFromHex('22'.repeat(32));
  const secretBlock = 'b3BhcXVlLXNlY3JldC1ibG9jay1mb3ItdGVzdC12ZWN0b3I=';
  const timestamp = 'Mon Jan 5 09:03:07 UTC 2026';
  const verifier = computeVerifier(salt, poolName, userId, password);
  const A = publicA(a);
  const { B } = serverEphemeral(verifier.toString(16), b);
  const u = scramblingU(A, B);

  it('derives k, x, v, A, B and u as the client does', () => {
    expect(srpK.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
    expect(computeX(salt, poolName, userId, password).toString(16)).toBe(
      '52cfe1ac794e7bdad1027882b25b4905073acb543b5346bff964923fbfc2673f',
    );
    expect(fingerprint(verifier)).toBe('f341543b8be73844529395f08f111d5bb529aa16db89d21353adda3995c48628');
    expect(fingerprint(A)).toBe('fb177c2f8a148859028b890ea60616525a0b01fee86908d6b72f135787965310');
    expect(fingerprint(B)).toBe('d671e94103a74df11b7f74062011c46144766b367b0ba84f7b203f27920619d8');
    expect(u.toString(16)).toBe('d9d64332a33670a1d53cca2c7f95ff25a4318231e2b9ea36367a924990e37fad');
  });

  it('agrees with the client on S, K and the claim signature', () => {
    const S = serverSecret(A, verifier.toString(16), u, b);
    expect(fingerprint(S)).toBe('c8d07b0c2b05728ac2cd22bc371023bb66b747cd7c8cc6bcdfd38bbcf8db5a04');
    expect(S).toBe(clientSecret({ a, B, saltHex: salt, poolName, userId, password }));
    const K = sessionKey(S, u);
    expect(K.toString('hex')).toBe('af68ae5c8c014badb64c281d646f5b01');
    const signature = claimSignature(K, poolName, userId, secretBlock, timestamp);
    expect(signature).toBe('gNDbYu8bSJC073acWsRltW5tAH7DMfKmgTuh9+sv5M4=');
    const claim = {
      poolName,
      userId,
      verifierHex: verifier.toString(16),
      A: A.toString(16),
      b: b.toString(16),
      B: B.toString(16),
      secretBlock,
      timestamp,
    };
    expect(verifyClaim({ ...claim, signature })).toBe(true);
    expect(
      verifyClaim({
        ...claim,
        signature: claimSignature(K, poolName, userId, secretBlock, 'Mon Jan 5 09:03:08 UTC 2026'),
      }),
    ).toBe(false);
  });
});

describe('SRP salts and timestamps', () => {
  it('verifies every fresh salt, including those whose top bit is set (the 50% trap)', () => {
    for (let i = 0; i < 6; i += 1) {
      const { salt, verifier } = createVerifier('CoastLocal1', 'user-1', 'Secret1!x');
      const a = bigIntFromHex('33'.repeat(32 + i));
      const { b, B } = serverEphemeral(verifier);
      const S = clientSecret({
        a,
        B,
        saltHex: salt,
        poolName: 'CoastLocal1',
        userId: 'user-1',
        password: 'Secret1!x',
      });
      const K = sessionKey(S, scramblingU(publicA(a), B));
      const timestamp = formatClaimTimestamp(new Date());
      const signature = claimSignature(K, 'CoastLocal1', 'user-1', 'AAAA', timestamp);
      const claim = {
        poolName: 'CoastLocal1',
        userId: 'user-1',
        verifierHex: verifier,
        A: publicA(a).toString(16),
        b: b.toString(16),
        B: B.toString(16),
        secretBlock: 'AAAA',
        timestamp,
      };
      expect(verifyClaim({ ...claim, signature })).toBe(true);
    }
  });

  it('reads the TIMESTAMP format with an unpadded day and rejects malformed ones', () => {
    expect(parseClaimTimestamp('Mon Jan 5 09:03:07 UTC 2026')?.toISOString()).toBe(
      '2026-01-05T09:03:07.000Z',
    );
    expect(formatClaimTimestamp(new Date('2026-01-05T09:03:07Z'))).toBe('Mon Jan 5 09:03:07 UTC 2026');
    expect(parseClaimTimestamp('Mon Jan 05 09:03:07 UTC 2026')).toBeUndefined();
    expect(parseClaimTimestamp('Tue Jan 5 09:03:07 UTC 2026')).toBeUndefined();
  });
});

describe('modular exponentiation in OpenSSL', () => {
  // Square-and-multiply in BigInt: slow, but plainly right.
  const reference = (base: bigint, exponent: bigint) => {
    let result = BigInt(1);
    let square = base % srpN;
    for (let rest = exponent; rest > BigInt(0); rest >>= BigInt(1)) {
      if (rest & BigInt(1)) result = (result * square) % srpN;
      square = (square * square) % srpN;
    }
    return result;
  };

  it('agrees with plain BigInt arithmetic, also on the bases OpenSSL refuses (0, 1, N-1, N and above)', () => {
    const random = bigIntFromHex('9f'.repeat(300));
    const bases = [BigInt(0), BigInt(1), BigInt(2), srpN - BigInt(1), srpN, srpN + BigInt(5), random];
    const exponents = [BigInt(0), BigInt(1), BigInt(2), BigInt(3), bigIntFromHex('c3'.repeat(64))];
    for (const base of bases) {
      for (const exponent of exponents) expect(powModN(base, exponent)).toBe(reference(base, exponent));
    }
  });
});
