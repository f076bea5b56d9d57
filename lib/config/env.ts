import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that knows the environment variables. Parsing is pure (it takes the
 * environment as an argument) so the tests can use it; server code reads the parsed result
 * through `lib/config`. Everything is read when the server starts, not baked into the build:
 * one build runs in every environment. The one exception is SITE_URL in the HTML of
 * prerendered pages (canonical and Open Graph URLs, JSON-LD), which names the public address
 * the build was made for (README, "One build for every environment").
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why one entry of PRINT_API_UPLOAD_ORIGINS is refused, if it is: each must be exactly an
 * origin, over HTTPS; plain HTTP only on this machine (the test stand-in), and only outside
 * production or when the site itself is served from this machine.
 */
function uploadOriginProblem(entry: string, allowLoopbackHttp: boolean): string | undefined {
  if (entry.includes('*')) return `"${entry}" is a wildcard; list each upload origin exactly`;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.origin !== entry.replace(/\/$/, ''))
    return `"${entry}" must be an origin (scheme://host[:port]) only`;
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname) && allowLoopbackHttp) return undefined;
  return `"${entry}" must use https:`;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Set by Next itself: 'phase-production-build' while `next build` prerenders the pages.
    NEXT_PHASE: z.string().optional(),
    SITE_URL: optionalUrl,
    PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).default(3000)),
    // Read by server/start.mjs (it listens before Next starts); validated here with the rest.
    BIND_ADDRESS: optionalText.pipe(z.union([z.ipv4(), z.ipv6()]).optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalUrl,
    PRINT_API_BASE_URL: optionalUrl,
    PRINT_API_UPLOAD_ORIGINS: optionalText,
    UPLOAD_SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
    // Seals the identity service's token signing keys in the database (lib/identity/keys.ts).
    IDENTITY_KEY_SECRET: optionalText.pipe(z.string().min(32).optional()),
    // The built-in identity service's scrypt cost, as log2 N: 14 (about 50 ms and 16 MiB a hash).
    // Jest sets 10: its lockout and timing tests count hashes, not their cost.
    // ClamAV's clamd unix socket: uploads are scanned for malware through it; unset, none are.
    CLAMD_SOCKET: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => path.isAbsolute(value),
          "CLAMD_SOCKET must be the absolute path of clamd's unix socket.",
        )
        .optional(),
    ),
    IDENTITY_PASSWORD_COST: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(10).max(20).default(14),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    // An S3-compatible store's API origin (MinIO, R2, …); AWS's own endpoints when unset.
    S3_ENDPOINT: optionalUrl.refine(
      // An unparsable value already has its own issue.
      (value) => value === undefined || !URL.canParse(value) || new URL(value).pathname === '/',
      'S3_ENDPOINT must be an origin such as https://s3.example.com, without a path.',
    ),
    S3_FORCE_PATH_STYLE: flag,
    COGNITO_USER_POOL_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]+_[0-9a-zA-Z]+$/)
        .optional(),
    ),
    COGNITO_CLIENT_ID: optionalText,
    COGNITO_REGION: optionalText,
    COGNITO_ISSUER_URL: optionalUrl,
    COGNITO_ENDPOINT_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalText,
    SHOP_INBOX_EMAIL: optionalText.pipe(z.email().optional()),
    MAILBOX_ENABLED: flag,
    SMS_PROVIDER: optionalText.pipe(z.enum(['log', 'sns']).default('log')),
    SNS_REGION: optionalText.pipe(
      z
        .string()
        .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/)
        .optional(),
    ),
    SNS_ENDPOINT: optionalUrl,
    SMS_ORIGINATION_NUMBER: optionalText.pipe(
      z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/)
        .optional(),
    ),
    SMS_SENDER_ID: optionalText.pipe(
      z
        .string()
        .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{1,11}$/)
        .optional(),
    ),
    REDIS_URL: optionalUrl,
    CRON_SECRET: optionalText.pipe(z.string().min(16).optional()),
    // Set by `npm start` (server/start.mjs) for itself, never by hand: this process is a
    // long-running server (not a serverless function), which keeps timers of its own.
    PRINT_SHOP_LONG_RUNNING: optionalText.pipe(z.enum(['true']).optional()),
    // Accounts (confirmed e-mail addresses) that are staff with the built-in identity service.
    STAFF_EMAILS: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ message: 'STAFF_EMAILS must list e-mail addresses, comma-separated' }))),
    // Card payments through Stripe: the secret API key and the webhook endpoint's signing secret.
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
        .optional(),
    ),
    // Stripe's API origin; tests point it at a local Stripe-compatible stand-in.
    STRIPE_API_URL: optionalUrl.refine(
      (value) => value === undefined || !URL.canParse(value) || new URL(value).pathname === '/',
      'STRIPE_API_URL must be an origin such as https://api.stripe.com, without a path.',
    ),
    TRUSTED_PROXY_HOPS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(0).max(5).default(0),
    ),
  })
  .refine((env) => env.SMS_PROVIDER !== 'sns' || env.SNS_REGION, {
    path: ['SNS_REGION'],
    message: 'required when SMS_PROVIDER=sns',
  });

/** The upload origins name exactly where the upstream's pre-signed URLs point, in proxy mode only. */
const checkedEnvSchema = envSchema.superRefine((e, ctx) => {
  if (!e.PRINT_API_UPLOAD_ORIGINS) return;
  const problem = (message: string) =>
    ctx.addIssue({ code: 'custom', path: ['PRINT_API_UPLOAD_ORIGINS'], message });
  if (!e.PRINT_API_BASE_URL)
    problem("is set but PRINT_API_BASE_URL is not (it lists the upstream's upload hosts)");
  const allowLoopbackHttp =
    e.NODE_ENV !== 'production' || loopbackHosts.has(e.SITE_URL ? new URL(e.SITE_URL).hostname : 'localhost');
  for (const entry of e.PRINT_API_UPLOAD_ORIGINS.split(',').map((item) => item.trim())) {
    const reason = entry ? uploadOriginProblem(entry, allowLoopbackHttp) : 'has an empty entry';
    if (reason) problem(reason);
  }
});

export type RawEnv = Record<string, string | undefined>;

export type AppConfig = ReturnType<typeof parseEnv>;

export function parseEnv(env: RawEnv) {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const missing = halfConfigured(e);
  if (missing.length) throw new Error(`Incomplete configuration: ${missing.join('; ')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  const cognitoRegion = e.COGNITO_REGION ?? e.COGNITO_USER_POOL_ID?.split('_')[0];
  const cognito =
    e.COGNITO_USER_POOL_ID && e.COGNITO_CLIENT_ID && cognitoRegion
      ? {
          userPoolId: e.COGNITO_USER_POOL_ID,
          clientId: e.COGNITO_CLIENT_ID,
          region: cognitoRegion,
          // The pool's token issuer; its key set is at `${issuer}/.well-known/jwks.json`.
          // Overridden only for a Cognito-compatible stand-in (the tests serve one locally).
          issuer: (
            e.COGNITO_ISSUER_URL ??
            `https://cognito-idp.${cognitoRegion}.amazonaws.com/${e.COGNITO_USER_POOL_ID}`
          ).replace(/\/$/, ''),
          // Where the server asks the pool about a user (GetUser); overridden only for a stand-in.
          endpoint: e.COGNITO_ENDPOINT_URL ?? `https://cognito-idp.${cognitoRegion}.amazonaws.com/`,
        }
      : undefined;
  const isProduction = e.NODE_ENV === 'production';
  const sms =
    e.SMS_PROVIDER === 'sns' && e.SNS_REGION
      ? ({
          kind: 'sns',
          region: e.SNS_REGION,
          endpoint: e.SNS_ENDPOINT,
          originationNumber: e.SMS_ORIGINATION_NUMBER,
          senderId: e.SMS_SENDER_ID,
        } as const)
      : ({ kind: 'log' } as const);
  // The mailbox shows every message's body: never on a site that really sends them.
  const realTransport = Boolean(e.SMTP_URL) || sms.kind !== 'log';

  return {
    isProduction,
    // Pages are prerendered by several build workers, with no database to read (a managed one
    // may not be reachable from the build, and PGlite's files are one process's alone).
    buildingPages: e.NEXT_PHASE === 'phase-production-build',
    // Without SITE_URL the site's own links follow the port it listens on.
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    // Where `npm start` listens (server/start.mjs); the server's own watcher calls it there.
    listen: { port: e.PORT, bindAddress: e.BIND_ADDRESS },
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const),
    productApi: e.PRINT_API_BASE_URL
      ? ({
          kind: 'upstream',
          baseUrl: e.PRINT_API_BASE_URL.replace(/\/$/, ''),
          // Where the upstream's pre-signed upload URLs point: the browser PUTs the artwork there.
          uploadOrigins: (e.PRINT_API_UPLOAD_ORIGINS ?? '')
            .split(',')
            .map((entry) => entry.trim().replace(/\/$/, ''))
            .filter(Boolean),
        } as const)
      : ({ kind: 'built-in' } as const),
    storage:
      e.S3_BUCKET && e.S3_REGION
        ? s3Storage(e.S3_BUCKET, e.S3_REGION, e.S3_ENDPOINT, e.S3_FORCE_PATH_STYLE)
        : ({ kind: 'local', dir: path.join(dataDir, 'uploads') } as const),
    uploadSigningSecret: e.UPLOAD_SIGNING_SECRET,
    identityKeySecret: e.IDENTITY_KEY_SECRET,
    malwareScan: { clamdSocket: e.CLAMD_SOCKET },
    identityPasswordCost: { N: 2 ** e.IDENTITY_PASSWORD_COST, r: 8, p: 1 },
    identity: cognito ? ({ kind: 'cognito', ...cognito } as const) : ({ kind: 'built-in' } as const),
    messaging: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopInbox: e.SHOP_INBOX_EMAIL,
      sms,
      mailboxEnabled: !realTransport && (e.MAILBOX_ENABLED ?? !isProduction),
    },
    rateLimit: e.REDIS_URL
      ? ({ kind: 'redis', url: e.REDIS_URL } as const)
      : e.DATABASE_URL
        ? ({ kind: 'postgres' } as const)
        : ({ kind: 'memory' } as const),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
    staffEmails: e.STAFF_EMAILS,
    cronSecret: e.CRON_SECRET,
    longRunning: e.PRINT_SHOP_LONG_RUNNING === 'true',
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? ({
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: (e.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/$/, ''),
          } as const)
        : ({ kind: 'by-hand' } as const),
  };
}

type ParsedEnv = z.infer<typeof envSchema>;

/**
 * Settings that only work together. A missing partner must stop the server with its name,
 * not quietly fall back to an embedded default: with a managed database several instances
 * may serve the site, and whatever they must agree on has to come from configuration, not
 * from a file one instance generated on its own disk.
 */
function halfConfigured(e: ParsedEnv): string[] {
  const missing: string[] = [];
  const pair = (set: string, value: unknown, needed: string, partner: unknown) => {
    if (value !== undefined && partner === undefined) missing.push(`${set} is set but ${needed} is missing`);
  };
  pair('S3_BUCKET', e.S3_BUCKET, 'S3_REGION', e.S3_REGION);
  pair('S3_REGION', e.S3_REGION, 'S3_BUCKET', e.S3_BUCKET);
  pair('S3_ENDPOINT', e.S3_ENDPOINT, 'S3_BUCKET', e.S3_BUCKET);
  pair('COGNITO_USER_POOL_ID', e.COGNITO_USER_POOL_ID, 'COGNITO_CLIENT_ID', e.COGNITO_CLIENT_ID);
  pair('COGNITO_CLIENT_ID', e.COGNITO_CLIENT_ID, 'COGNITO_USER_POOL_ID', e.COGNITO_USER_POOL_ID);
  pair('COGNITO_REGION', e.COGNITO_REGION, 'COGNITO_USER_POOL_ID', e.COGNITO_USER_POOL_ID);
  pair('COGNITO_ENDPOINT_URL', e.COGNITO_ENDPOINT_URL, 'COGNITO_USER_POOL_ID', e.COGNITO_USER_POOL_ID);
  // Half of Stripe would take cards whose payments nobody hears about (or the reverse).
  pair('STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY, 'STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET);
  pair('STRIPE_WEBHOOK_SECRET', e.STRIPE_WEBHOOK_SECRET, 'STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY);
  pair('STRIPE_API_URL', e.STRIPE_API_URL, 'STRIPE_SECRET_KEY', e.STRIPE_SECRET_KEY);
  if (e.DATABASE_URL) {
    const managed = 'DATABASE_URL is set (several instances may share it)';
    if (!e.SITE_URL)
      missing.push(
        `${managed} but SITE_URL is missing (token issuer and links every instance must agree on)`,
      );
    if (!e.COGNITO_USER_POOL_ID && !e.IDENTITY_KEY_SECRET) {
      missing.push(
        `${managed} with the built-in identity service but IDENTITY_KEY_SECRET is missing (it seals the token signing keys)`,
      );
    }
    if (!e.S3_BUCKET && !e.PRINT_API_BASE_URL && !e.UPLOAD_SIGNING_SECRET) {
      missing.push(
        `${managed} with local artwork storage but UPLOAD_SIGNING_SECRET is missing (or set S3_BUCKET)`,
      );
    }
  }
  return missing;
}

/**
 * The bucket as the browser reaches it. Path-style (`<origin>/<bucket>/<key>`) when asked, for
 * any S3_ENDPOINT unless S3_FORCE_PATH_STYLE=false, and always for bucket names with dots,
 * which the `*.s3.<region>.amazonaws.com` certificate does not cover.
 */
function s3Storage(bucket: string, region: string, endpoint: string | undefined, forcePathStyle?: boolean) {
  const pathStyle = bucket.includes('.') || (forcePathStyle ?? endpoint !== undefined);
  const awsDomain = region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  const api = new URL(endpoint ?? `https://s3.${region}.${awsDomain}`);
  const origin = pathStyle ? api.origin : `${api.protocol}//${bucket}.${api.host}`;
  return {
    kind: 's3',
    bucket,
    region,
    endpoint: endpoint ? api.origin : undefined,
    pathStyle,
    origin,
    /** Object URLs are this plus the key. */
    objectBase: pathStyle ? `${origin}/${bucket}/` : `${origin}/`,
  } as const;
}

/** Hosts the browser must be allowed to reach besides this origin (for the CSP). */
export function browserConnectOrigins(config: AppConfig): string[] {
  const origins: string[] = [];
  if (config.identity.kind === 'cognito') {
    origins.push(`https://cognito-idp.${config.identity.region}.amazonaws.com`);
  }
  if (config.storage.kind === 's3') {
    origins.push(config.storage.origin);
  }
  if (config.productApi.kind === 'upstream') origins.push(...config.productApi.uploadOrigins);
  return origins;
}
