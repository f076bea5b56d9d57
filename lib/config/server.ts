import 'server-only';
import { parseEnv, type AppConfig } from './env';

export type { AppConfig } from './env';

let cached: AppConfig | undefined;

/** The validated configuration of this process; invalid settings stop the server at start. */
export function config(): AppConfig {
  cached ??= parseEnv(process.env);
  return cached;
}

/** One line per concern naming the implementation in use, logged once at start. */
export function describeConfig(c: AppConfig = config()): string[] {
  return [
    `database: ${c.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${c.database.dataDir}`}`,
    `product API: ${c.productApi.kind === 'upstream' ? `upstream proxy (PRINT_API_BASE_URL)` : 'built-in route handlers'}`,
    `file storage: ${c.storage.kind === 's3' ? `S3 bucket ${c.storage.bucket} (${c.storage.region}) at ${c.storage.objectBase}` : `local disk in ${c.storage.dir}`}`,
    `malware scanning: ${c.malwareScan.clamdSocket ? `ClamAV clamd at ${c.malwareScan.clamdSocket}` : 'off: uploads are not scanned (CLAMD_SOCKET unset)'}`,
    `identity: ${c.identity.kind === 'cognito' ? `Amazon Cognito pool ${c.identity.userPoolId}` : 'built-in service at /api/identity'}`,
    `e-mail: ${c.messaging.smtpUrl ? 'SMTP' : 'log'}; SMS: ${c.messaging.sms.kind === 'sns' ? `Amazon SNS (${c.messaging.sms.region})` : 'log'}; mailbox page ${c.messaging.mailboxEnabled ? 'on at /dev/mailbox' : 'off'}`,
    `payments: ${c.payments.kind === 'stripe' ? `Stripe Checkout and webhooks at ${c.payments.apiUrl}` : 'by hand (staff record transfers and pickup payments)'}`,
    `rate limits: ${{ redis: 'Redis (REDIS_URL)', postgres: 'the PostgreSQL database', memory: 'in memory' }[c.rateLimit.kind]}`,
  ];
}
export { browserConnectOrigins } from './env';
export { dataDirSecret } from './secrets';
