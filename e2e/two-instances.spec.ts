import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server';
import type { ScratchDatabase } from '../tests/helpers/scratch-database.mjs';
import type * as Servers from '../tests/production/servers.mjs';
import { AccountPages, uniqueUser } from './support/accounts';
import { pickupTotal, QuoteWizardPage, samplePdf } from './quote-wizard-page';

/**
 * Several instances behind a load balancer (issue 11): two `npm start` of the one build on two
 * ports, sharing a fresh PostgreSQL database, a Redis logical database and the S3 test server,
 * with no writable data directory. A customer's journey hops between them in one browser
 * (cookies on 127.0.0.1 are shared across ports), the per-address limit counts across both,
 * and a cron job called on both at once does its work once.
 */
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A Redis logical database of this spec's own (nothing else in the repo uses index 13). */
const REDIS_URL = (() => {
  const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  url.pathname = '/13';
  return url.toString();
})();
const BUCKET = 'print-shop-two-instances';
/** The console's staff on these instances (STAFF_EMAILS below). */
const STAFF_EMAIL = 'two-instances-staff-e2e@example.com';
const CRON_SECRET = 'two-instances-cron-secret-0123456789';
/** `productApiLimits` in lib/product-api: presigned upload URLs per address per hour. */
const PRESIGNS_PER_HOUR = 40;
const PRESIGN =
  '/api/quote-service/public/v1/presigned-urls?fileName=art.pdf&fileType=application/pdf&fileSize=1024';

const root = path.resolve(__dirname, '..');

// Loaded with import() in a hook: Playwright compiles what a spec imports statically to
// CommonJS, which an .mjs file then cannot be.
let servers: typeof Servers;
type Production = Servers.Production;

let scratch: ScratchDatabase | undefined;
let database: pg.Pool | undefined;
let redis: Redis | undefined;
let s3: S3TestServer | undefined;
let bucket: S3Client | undefined;
let dataDir: string;
let a: Production;
let b: Production;
const started: Production[] = [];

/** Which of the shared services this machine lacks (the only reason to skip). */
async function missingServices(): Promise<string[]> {
  const missing: string[] = [];
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect().then(
    () => client.end(),
    () => missing.push(`PostgreSQL (${new URL(POSTGRES_ADMIN_URL).host})`),
  );
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  await probe.connect().then(
    () => probe.quit(),
    () => missing.push(`Redis (${new URL(REDIS_URL).host})`),
  );
  return missing;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  const missing = await missingServices();
  if (missing.length > 0) {
    const reason = `${missing.join(' and ')} not answering: the two-instance test is skipped (.ci/run starts both)`;
    console.warn(reason);
    test.skip(true, reason);
  }

  servers = await import('../tests/production/servers.mjs');
  const id = randomBytes(6).toString('hex');
  const { createScratchDatabase } = await import('../tests/helpers/scratch-database.mjs');
  scratch = await createScratchDatabase('print_shop_two', POSTGRES_ADMIN_URL);
  database = new pg.Pool({ connectionString: scratch.url, max: 2 });

  redis = new Redis(REDIS_URL);
  await redis.flushdb();

  s3 = await startS3Server({ buckets: [BUCKET] });
  bucket = s3.client();

  // Not even root can create a directory under /proc: anything written locally would fail.
  dataDir = `/proc/print-shop-two-instances-${id}`;
  const settings = {
    DATABASE_URL: scratch.url,
    REDIS_URL,
    // The notional load balancer's address: links, token issuer and CORS agree on it.
    SITE_URL: `http://127.0.0.1:${await servers.freePort()}`,
    // Both instances open the signing keys this seals.
    IDENTITY_KEY_SECRET: randomBytes(32).toString('hex'),
    S3_BUCKET: BUCKET,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    // The AWS SDK's default credential chain reads these, as on a host with keys.
    AWS_ACCESS_KEY_ID: s3.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
    CRON_SECRET,
    MAILBOX_ENABLED: 'true',
    DATA_DIR: dataDir,
    STAFF_EMAILS: STAFF_EMAIL,
  };
  // Both at once, as a rolling deploy starts them: each applies the migrations first, under a lock.
  const instances = await Promise.all([servers.startProduction(settings), servers.startProduction(settings)]);
  for (const instance of instances) if ('origin' in instance) started.push(instance);
  for (const instance of instances) {
    if (!('origin' in instance)) throw new Error(`an instance did not start:\n${instance.output}`);
  }
  [a, b] = started as [Production, Production];

  // The deploy step for the bucket (docs/s3.md): CORS for the origins the browser uses here.
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'scripts', 's3-setup.mjs'), a.origin, b.origin],
    {
      cwd: root,
      env: { ...process.env, ...settings },
    },
  );
});

test.afterAll(async () => {
  const steps: Array<() => Promise<unknown>> = [
    ...started.map((server) => () => server.stop()),
    async () => bucket?.destroy(),
    async () => s3?.stop(),
    async () => redis && (await redis.flushdb(), await redis.quit()),
    async () => database?.end(),
    async () => scratch?.drop(),
  ];
  const failures = [];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, 'cleaning up after the two-instance test failed');
});

test('both instances run on the shared services, with nothing kept on a local disk', () => {
  for (const server of [a, b]) {
    expect(server.output()).toMatch(/database: PostgreSQL \(DATABASE_URL\)/);
    expect(server.output()).toMatch(/database migrations applied/);
    expect(server.output()).toMatch(new RegExp(`file storage: S3 bucket ${BUCKET}`));
    expect(server.output()).toMatch(/rate limits: Redis \(REDIS_URL\)/);
  }
  expect(existsSync(dataDir)).toBe(false);
});

test('a customer moves between the instances: sign up on A, confirm on B, log in on A, quote with artwork on B, see it on A', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const onA = new AccountPages(page, a.origin);
  const onB = new AccountPages(page, b.origin);
  const user = uniqueUser();

  await onA.signUp(user);
  const confirmation = new URL(page.url());
  await page.goto(`${b.origin}${confirmation.pathname}${confirmation.search}`);
  await onB.confirmSignUp(user, 'home');

  await onA.logIn(user);
  expect(new URL(page.url()).origin).toBe(a.origin);

  const wizard = new QuoteWizardPage(page, b.origin);
  await wizard.open();
  await wizard.configure({ size: '3" x 2"' });
  const total = await wizard.chooseQuantity('250');
  await wizard.uploadFile({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await wizard.fillContact({ name: 'Ada Twin', email: user.email, phone: '949 555 0123' });
  await wizard.fulfillment('Pick up in Aliso Viejo');
  // S3 mode: on submit the browser PUTs the file straight to the bucket with B's pre-signed URL.
  const upload = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().startsWith(`${s3!.endpoint}/${BUCKET}/`),
  );
  await wizard.submitButton.click();
  expect((await upload).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`^${b.origin}/start-an-order/submitted$`));

  const { rows } = await database!.query<{ number: string }>(
    'select number from quotes where contact_email = $1',
    [user.email],
  );
  expect(rows).toHaveLength(1);
  const quoteNumber = rows[0]!.number;

  // The quote took the upload up: the file now lives under artwork/, byte for byte (beside it,
  // once drawn, the automatic proof's PDF and picture).
  const listed = await bucket!.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'artwork/' }));
  const artwork = (listed.Contents ?? []).filter(
    (object) => !/-proof-q-[0-9a-z-]+-v\d+\.(png|pdf)$/.test(object.Key!),
  );
  expect(artwork).toHaveLength(1);
  const stored = await bucket!.send(new GetObjectCommand({ Bucket: BUCKET, Key: artwork[0]!.Key }));
  expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(samplePdf())).toBe(true);

  await page.goto(`${a.origin}/dashboard`);
  const quotes = page.getByRole('table', { name: 'Your quote requests' });
  const row = quotes.getByRole('row', { name: new RegExp(quoteNumber) });
  await expect(row).toContainText('250');
  // The list shows what the order costs: picked up, with California's sales tax.
  await expect(row).toContainText(pickupTotal(total));
});

/** The shop's calendar day `days` from now (YYYY-MM-DD), as the deal form takes it. */
const shopDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );

test('a deal staff save on A shows on B within seconds, without a rebuild', async ({ browser }) => {
  test.setTimeout(90_000);
  const dealsOnB = async () => (await fetch(`${b.origin}/deals`)).text();
  // B has rendered and cached its /deals before the change.
  const code = `TWIN-${randomBytes(3).toString('hex').toUpperCase()}`;
  expect(await dealsOnB()).not.toContain(code);

  const staff = await (await browser.newContext()).newPage();
  await new AccountPages(staff, a.origin).staffSignedInThroughApi(STAFF_EMAIL);
  await staff.goto(`${a.origin}/admin/deals`);
  const form = staff.getByRole('form', { name: 'New deal' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off').fill('15');
  await form.getByLabel('Title').fill('Two-instance sale');
  await form.getByLabel('Description').fill('A deal saved on one instance.');
  await form.getByLabel('First day').fill(shopDay(-1));
  await form.getByLabel('Last day').fill(shopDay(10));
  await form.getByLabel('Featured').check();
  await form.getByRole('button', { name: 'Create deal' }).click();
  await expect(form.getByRole('status')).toHaveText(`Deal ${code} created.`);

  // B's watcher sees the published revision and refreshes its own copy of the page.
  await expect.poll(dealsOnB, { timeout: 20_000, intervals: [500] }).toContain(code);
  await staff.context().close();
});

test('the per-address limit counts requests to both instances together', async () => {
  // Another loopback address than the browser's: a visitor of its own, with a full allowance.
  const visitor = '127.0.0.42';
  for (let i = 0; i < PRESIGNS_PER_HOUR; i++) {
    const server = i % 2 === 0 ? a : b;
    const answer = await servers.request(`${server.origin}${PRESIGN}`, { from: visitor });
    expect(
      answer.status,
      `presign ${i + 1} of ${PRESIGNS_PER_HOUR} on ${server.origin}: ${answer.text}`,
    ).toBe(200);
  }
  for (const server of [a, b]) {
    expect((await servers.request(`${server.origin}${PRESIGN}`, { from: visitor })).status).toBe(429);
  }
  // Per address, not global: someone else is still served by either instance.
  for (const server of [a, b]) {
    expect((await servers.request(`${server.origin}${PRESIGN}`, { from: '127.0.0.43' })).status).toBe(200);
  }
  // The counters are in the shared Redis database, not in either process.
  expect(await redis!.dbsize()).toBeGreaterThan(0);
});

test('a cron job called on both instances at once does the work once', async () => {
  const db = database!;
  // The journey's own messages were sent after their commits; only the rows below are due.
  await expect
    .poll(async () => (await db.query(`select 1 from outbox where status in ('pending', 'failed')`)).rowCount)
    .toBe(0);
  const due = 6;
  const recipient = `cron-${randomBytes(4).toString('hex')}`;
  await db.query(
    `insert into outbox (channel, recipient, subject, body, transport, status, next_attempt_at)
     select 'email', $1 || '-' || n || '@example.com', 'Queued', 'Queued while no instance was up.', 'log', 'pending',
            now() - interval '1 minute'
     from generate_series(1, $2::int) as n`,
    [recipient, due],
  );

  const answers = await Promise.all(
    [a, b].map((server) =>
      servers.request(`${server.origin}/api/cron/deliver-messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${CRON_SECRET}` },
      }),
    ),
  );
  const runs = answers.map((answer) => {
    expect(answer.status, answer.text).toBe(200);
    return JSON.parse(answer.text) as { outcome: string; counts?: { sent?: number } };
  });
  // One run sent everything; the other found the lease taken (skipped) or, started after the
  // first finished, nothing left to send.
  const sent = runs.map((run) => run.counts?.sent ?? 0).sort((x, y) => x - y);
  expect(sent).toEqual([0, due]);
  for (const run of runs) expect(['succeeded', 'skipped']).toContain(run.outcome);

  const { rows: runRows } = await db.query<{ outcome: string }>(
    `select outcome from job_runs where job = 'deliver-messages' order by outcome`,
  );
  expect(runRows.map((row) => row.outcome).sort()).toEqual(runs.map((run) => run.outcome).sort());

  const { rows: messages } = await db.query<{ status: string; attempts: number }>(
    'select status, attempts from outbox where recipient like $1',
    [`${recipient}-%`],
  );
  expect(messages).toHaveLength(due);
  for (const message of messages) expect(message).toEqual({ status: 'sent', attempts: 1 });
});
