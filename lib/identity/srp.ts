import {
  createDiffieHellman,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Cognito's SRP-6a exactly as the Amplify client computes it (cognito-wire.md §5): RFC 3526
 * group 15, g = 2, SHA-256, Java-style hex padding before every hash, and an HKDF step with
 * the info string "Caldera Derived Key".
 */
const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export { N as srpN };
const g = BigInt(2);
const zero = BigInt(0);
const one = BigInt(1);

/** Minimal big-endian two's-complement hex, as Java's BigInteger.toByteArray() gives. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if ('89abcdef'.includes(hex[0] ?? '')) hex = `00${hex}`;
  return hex;
}

function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

function toBigInt(hex: string): bigint {
  return BigInt(`0x${hex}`);
}

function toBuffer(value: bigint): Buffer {
  const hex = value.toString(16);
  return Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, 'hex');
}

// Node's Diffie-Hellman over this very group computes base^key mod N in OpenSSL: about 7 times
// faster than BigInt arithmetic (every sign-in does several) and constant-time in the exponent.
const groupN = createDiffieHellman(toBuffer(N), 2);

/** base^exponent mod N. OpenSSL takes only bases in 2..N-2, so the rest are answered here. */
export function powModN(base: bigint, exponent: bigint): bigint {
  const reduced = base % N;
  if (exponent === zero || reduced === one) return one;
  if (reduced === zero) return zero;
  if (reduced === N - one) return exponent & one ? N - one : one;
  groupN.setPrivateKey(toBuffer(exponent));
  return toBigInt(groupN.computeSecret(toBuffer(reduced)).toString('hex'));
}

export const srpK = toBigInt(hashHex(padHex(N) + padHex(g)));

/** The part of the user pool id after `_`: it is bound into every verifier. */
export function poolNameOf(userPoolId: string): string {
  return userPoolId.slice(userPoolId.indexOf('_') + 1);
}

export function computeX(saltHex: string, poolName: string, userId: string, password: string): bigint {
  const inner = createHash('sha256').update(`${poolName}${userId}:${password}`, 'utf8').digest('hex');
  return toBigInt(hashHex(padHex(toBigInt(saltHex)) + inner));
}

export function computeVerifier(saltHex: string, poolName: string, userId: string, password: string): bigint {
  return powModN(g, computeX(saltHex, poolName, userId, password));
}

/** A new salt (stored in its canonical padded form, see §5.6) and the verifier for it. */
export function createVerifier(
  poolName: string,
  userId: string,
  password: string,
): { salt: string; verifier: string } {
  const salt = padHex(toBigInt(randomBytes(16).toString('hex')));
  return { salt, verifier: computeVerifier(salt, poolName, userId, password).toString(16) };
}

/** The server's ephemeral pair for an InitiateAuth: B = k·v + g^b mod N. */
export function serverEphemeral(
  verifierHex: string,
  b: bigint = toBigInt(randomBytes(32).toString('hex')),
): { b: bigint; B: bigint } {
  const B = (srpK * toBigInt(verifierHex) + powModN(g, b)) % N;
  if (B === zero) return serverEphemeral(verifierHex);
  return { b, B };
}

export function publicA(a: bigint): bigint {
  return powModN(g, a);
}

export function scramblingU(A: bigint, B: bigint): bigint {
  return toBigInt(hashHex(padHex(A) + padHex(B)));
}

export function sessionKey(S: bigint, u: bigint): Buffer {
  return Buffer.from(
    hkdfSync(
      'sha256',
      Buffer.from(padHex(S), 'hex'),
      Buffer.from(padHex(u), 'hex'),
      'Caldera Derived Key',
      16,
    ),
  );
}

/** The claim signature: HMAC(K, poolName ‖ userId ‖ secretBlock bytes ‖ timestamp), base64. */
export function claimSignature(
  key: Buffer,
  poolName: string,
  userId: string,
  secretBlock: string,
  timestamp: string,
): string {
  return createHmac('sha256', key)
    .update(Buffer.from(poolName, 'utf8'))
    .update(Buffer.from(userId, 'utf8'))
    .update(Buffer.from(secretBlock, 'base64'))
    .update(Buffer.from(timestamp, 'utf8'))
    .digest('base64');
}

/** S as the server computes it: (A · v^u)^b mod N. */
export function serverSecret(A: bigint, verifierHex: string, u: bigint, b: bigint): bigint {
  return powModN(A * powModN(toBigInt(verifierHex), u), b);
}

export type ClaimInput = {
  poolName: string;
  userId: string;
  verifierHex: string;
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
};

/** True when the client proved knowledge of the password behind the verifier. */
export function verifyClaim(input: ClaimInput): boolean {
  const A = toBigInt(input.A);
  if (A % N === zero) return false;
  const B = toBigInt(input.B);
  const u = scramblingU(A, B);
  if (u === zero) return false;
  const S = serverSecret(A, input.verifierHex, u, toBigInt(input.b));
  const expected = Buffer.from(
    claimSignature(sessionKey(S, u), input.poolName, input.userId, input.secretBlock, input.timestamp),
    'base64',
  );
  const given = Buffer.from(input.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The client side of the exchange, used by tests to play Amplify's part. */
export function clientSecret(input: {
  a: bigint;
  B: bigint;
  saltHex: string;
  poolName: string;
  userId: string;
  password: string;
}): bigint {
  const u = scramblingU(publicA(input.a), input.B);
  const x = computeX(input.saltHex, input.poolName, input.userId, input.password);
  const base = (input.B - ((srpK * powModN(g, x)) % N) + N) % N;
  return powModN(base, input.a + u * x);
}

export { toBigInt as bigIntFromHex };

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Parses Amplify's `ddd MMM D HH:mm:ss UTC YYYY` TIMESTAMP; undefined when malformed. */
export function parseClaimTimestamp(text: string): Date | undefined {
  const match = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\w{3}) ([1-9]\d?) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(
    text,
  );
  if (!match) return undefined;
  const month = months.indexOf(match[2] ?? '');
  if (month < 0) return undefined;
  const date = new Date(
    Date.UTC(Number(match[7]), month, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])),
  );
  if (Number.isNaN(date.getTime()) || days[date.getUTCDay()] !== match[1]) return undefined;
  return date;
}

export function formatClaimTimestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[date.getUTCDay()]} ${months[date.getUTCMonth()]} ${date.getUTCDate()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC ${date.getUTCFullYear()}`;
}
