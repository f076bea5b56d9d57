import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/constants';
import { SPECIAL_CHARACTERS } from '@/lib/validation';
import { identityErrors } from './errors';

/** Spec §5's password rules, each with Cognito's wording, in the order Cognito reports them. */
const passwordPolicy: readonly { problem: string; breaks: (password: string) => boolean }[] = [
  { problem: 'Password not long enough', breaks: (password) => password.length < PASSWORD_MIN_LENGTH },
  { problem: 'Password is too long', breaks: (password) => password.length > PASSWORD_MAX_LENGTH },
  { problem: 'Password must not contain whitespace', breaks: (password) => /\s/.test(password) },
  { problem: 'Password must have numeric characters', breaks: (password) => !/[0-9]/.test(password) },
  { problem: 'Password must have lowercase characters', breaks: (password) => !/[a-z]/.test(password) },
  { problem: 'Password must have uppercase characters', breaks: (password) => !/[A-Z]/.test(password) },
  {
    problem: 'Password must have symbol characters',
    breaks: (password) => ![...password].some((character) => SPECIAL_CHARACTERS.includes(character)),
  },
];

/** Refuses a password that breaks a rule, naming the first it breaks. */
export function checkPasswordPolicy(password: string): void {
  const broken = passwordPolicy.find((rule) => rule.breaks(password));
  if (broken) throw identityErrors.invalidPassword(`Password did not conform with policy: ${broken.problem}`);
}

/** scrypt's cost parameters (config's `identityPasswordCost`). */
export type PasswordCost = { N: number; r: number; p: number };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * scrypt hash for USER_PASSWORD_AUTH at `cost`, self-describing so the cost can change later:
 * a stored hash verifies at the cost it names, whatever the service's is now.
 */
export async function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
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

/**
 * Unknown users still cost one scrypt at the service's cost, so timing does not tell who has an
 * account: a check against a stored form no password matches (its key is all zeros).
 */
export async function spendPasswordCheck(password: string, cost: PasswordCost): Promise<void> {
  const nothing = Buffer.alloc(KEY_LENGTH).toString('base64');
  await verifyPassword(password, ['scrypt', cost.N, cost.r, cost.p, nothing, nothing].join('$'));
}
