import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { identityErrors } from './errors';

const SPECIALS = '!@#$%^&*+=';

/** Spec §5 password rules, reported with Cognito's wording. */
export function checkPasswordPolicy(password: string): void {
  const problem =
    password.length < PASSWORD_MIN_LENGTH
      ? 'Password not long enough'
      : password.length > PASSWORD_MAX_LENGTH
        ? 'Password is too long'
        : /\s/.test(password)
          ? 'Password must not contain whitespace'
          : !/[0-9]/.test(password)
            ? 'Password must have numeric characters'
            : !/[a-z]/.test(password)
              ? 'Password must have lowercase characters'
              : !/[A-Z]/.test(password)
                ? 'Password must have uppercase characters'
                : ![...password].some((character) => SPECIALS.includes(character))
                  ? 'Password must have symbol characters'
                  : undefined;
  if (problem) throw identityErrors.invalidPassword(`Password did not conform with policy: ${problem}`);
}

// N = 2^14 (about 50 ms and 16 MiB a hash) wherever the site runs. Jest (NODE_ENV=test) hashes
// hundreds of guesses to prove the lockout and timing rules, which count hashes, not their
// cost: there N = 2^10. Stored hashes name their own cost, so either verifies anywhere.
const params = { N: process.env.NODE_ENV === 'test' ? 1024 : 16384, r: 8, p: 1, keyLength: 32 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt hash for USER_PASSWORD_AUTH, self-describing so the cost can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: params.N, r: params.r, p: params.p }, params.keyLength);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

// Unknown users still cost one scrypt, so timing does not tell who has an account.
const dummyHash = hashPassword('unused-password-for-timing');

export async function spendPasswordCheck(password: string): Promise<void> {
  await verifyPassword(password, await dummyHash);
}
