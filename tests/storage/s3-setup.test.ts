import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type S3TestServer } from '@/tests/helpers/s3-server';

const run = promisify(execFile);
const BUCKET = 'print-shop-setup';
const SITE = 'https://shop.example.com';
let server: S3TestServer;
let admin: S3Client;

beforeAll(async () => {
  server = await startS3Server({ buckets: [BUCKET] });
  admin = server.client();
});

afterAll(async () => {
  admin?.destroy();
  await server?.stop();
});

const setup = (...origins: string[]) =>
  run(process.execPath, [path.join(process.cwd(), 'scripts', 's3-setup.mjs'), ...origins], {
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      S3_BUCKET: BUCKET,
      S3_REGION: server.region,
      S3_ENDPOINT: server.endpoint,
      SITE_URL: `${SITE}/`,
      AWS_ACCESS_KEY_ID: server.accessKeyId,
      AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    },
  });

/** A browser's preflight for the wizard's PUT, from `origin`. */
const preflight = (origin: string) =>
  fetch(`${server.endpoint}/${BUCKET}/incoming/x-logo.pdf`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    },
  });

describe('npm run s3:setup', () => {
  it('lets the site (and only the named origins) upload from the browser, and expires incoming/ after a day', async () => {
    await setup();
    await setup('https://staging.example.com');

    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(200);
    // s3rver answers a matched preflight with '*' where S3 echoes the origin; refusals are alike.
    expect(allowed.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
    expect((await preflight('https://staging.example.com')).status).toBe(200);
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();

    // Run twice: one rule each, not two.
    const { CORSRules } = await admin.send(new GetBucketCorsCommand({ Bucket: BUCKET }));
    expect(CORSRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: [SITE, 'https://staging.example.com'],
        AllowedMethods: ['PUT', 'GET'],
        ExposeHeaders: ['ETag'],
      }),
    ]);
    const lifecycle = server.lifecycleOf(BUCKET) ?? '';
    expect(lifecycle.match(/<Rule>/g)).toHaveLength(1);
    expect(lifecycle).toContain('<Prefix>incoming/</Prefix>');
    expect(lifecycle).toContain('<Days>1</Days>');
    expect(lifecycle).toContain('<Status>Enabled</Status>');
  });

  it('names the missing variables instead of guessing an origin', async () => {
    const failed = await run(process.execPath, [path.join(process.cwd(), 'scripts', 's3-setup.mjs')], {
      env: { NODE_ENV: 'test', PATH: process.env.PATH },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('S3_BUCKET, S3_REGION, SITE_URL'),
    });
  });
});
