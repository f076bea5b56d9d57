import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that knows the environment variables. Parsing is pure (it takes the
 * environment as an argument) so next.config.ts and the tests can use it; server code reads
 * the parsed result through `lib/config`. The variables baked into a production build are
 * listed in build-time-variables.json, which the start script watches to rebuild.
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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PRINT_API_BASE_URL: optionalUrl,
  UPLOAD_SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  COGNITO_USER_POOL_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[\w-]+_[0-9a-zA-Z]+$/)
      .optional(),
  ),
  COGNITO_CLIENT_ID: optionalText,
  COGNITO_REGION: optionalText,
  COGNITO_ISSUER_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  SHOP_INBOX_EMAIL: optionalText.pipe(z.email().optional()),
  MAILBOX_ENABLED: flag,
  REDIS_URL: optionalUrl,
  TRUSTED_PROXY_HOPS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(5).default(1)),
});

export type RawEnv = Record<string, string | undefined>;

export type AppConfig = ReturnType<typeof parseEnv>;

export function parseEnv(env: RawEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
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
            e.COGNITO_ISSUER_URL ?? `https://cognito-idp.${cognitoRegion}.amazonaws.com/${e.COGNITO_USER_POOL_ID}`
          ).replace(/\/$/, ''),
        }
      : undefined;
  const isProduction = e.NODE_ENV === 'production';

  return {
    isProduction,
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    dataDir,
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'db') } as const),
    productApi: e.PRINT_API_BASE_URL
      ? ({ kind: 'upstream', baseUrl: e.PRINT_API_BASE_URL.replace(/\/$/, '') } as const)
      : ({ kind: 'built-in' } as const),
    storage:
      e.S3_BUCKET && e.S3_REGION
        ? ({ kind: 's3', bucket: e.S3_BUCKET, region: e.S3_REGION } as const)
        : ({ kind: 'local', dir: path.join(dataDir, 'uploads') } as const),
    uploadSigningSecret: e.UPLOAD_SIGNING_SECRET,
    identity: cognito ? ({ kind: 'cognito', ...cognito } as const) : ({ kind: 'built-in' } as const),
    messaging: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopInbox: e.SHOP_INBOX_EMAIL,
      mailboxEnabled: e.MAILBOX_ENABLED ?? !isProduction,
    },
    rateLimit: e.REDIS_URL ? ({ kind: 'redis', url: e.REDIS_URL } as const) : ({ kind: 'memory' } as const),
    trustedProxyHops: e.TRUSTED_PROXY_HOPS,
  };
}

/** Hosts the browser must be allowed to reach besides this origin (for the CSP). */
export function browserConnectOrigins(config: AppConfig): string[] {
  const origins: string[] = [];
  if (config.identity.kind === 'cognito') {
    origins.push(`https://cognito-idp.${config.identity.region}.amazonaws.com`);
  }
  if (config.storage.kind === 's3') {
    origins.push(`https://${config.storage.bucket}.s3.${config.storage.region}.amazonaws.com`);
  }
  return origins;
}
