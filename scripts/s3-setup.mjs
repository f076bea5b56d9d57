#!/usr/bin/env node
// `npm run s3:setup [-- <extra origin> ...]`: gives the artwork bucket the CORS rule browsers
// need to upload to it from the site, and the lifecycle rule that deletes uploads no quote
// took up (docs/s3.md). Reads S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and
// SITE_URL from the environment (e.g. `node --env-file=.env.production scripts/s3-setup.mjs`),
// credentials from the AWS SDK's default chain. Rules of other IDs on the bucket are kept.
import {
  GetBucketCorsCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketCorsCommand,
  PutBucketLifecycleConfigurationCommand,
  S3Client,
} from '@aws-sdk/client-s3';

const CORS_RULE_ID = 'print-shop-browser-uploads';
const LIFECYCLE_RULE_ID = 'print-shop-expire-untaken-uploads';

function settings() {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: pathStyle,
    SITE_URL: site,
  } = process.env;
  const missing = [!bucket && 'S3_BUCKET', !region && 'S3_REGION', !site && 'SITE_URL'].filter(Boolean);
  if (missing.length)
    throw new Error(`Set ${missing.join(', ')} (the bucket's CORS rule allows SITE_URL's origin).`);
  const origins = [site, ...process.argv.slice(2)].map((value) => new URL(value).origin);
  // Same rule as lib/config/env.ts: dotted buckets and custom endpoints use path-style URLs.
  const forcePathStyle =
    bucket.includes('.') || (pathStyle ? ['true', '1'].includes(pathStyle) : Boolean(endpoint));
  return { bucket, region, endpoint: endpoint || undefined, forcePathStyle, origins };
}

/** The answer of a Get…, or `fallback` when the bucket has no such configuration yet. */
async function existing(client, command, fallback) {
  try {
    return await client.send(command);
  } catch (error) {
    if (error?.$metadata?.httpStatusCode === 404) return fallback;
    throw error;
  }
}

async function main() {
  const { bucket, region, endpoint, forcePathStyle, origins } = settings();
  const client = new S3Client({ region, endpoint, forcePathStyle });

  const cors = await existing(client, new GetBucketCorsCommand({ Bucket: bucket }), { CORSRules: [] });
  const corsRule = {
    ID: CORS_RULE_ID,
    AllowedOrigins: origins,
    AllowedMethods: ['PUT', 'GET'],
    // The upload signs Content-Type, Content-Length and Host; only Content-Type is a header a
    // page may set (the browser sets the other two), so only it is asked for in a preflight.
    AllowedHeaders: ['content-type'],
    ExposeHeaders: ['ETag'],
    MaxAgeSeconds: 3600,
  };
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [...(cors.CORSRules ?? []).filter((rule) => rule.ID !== CORS_RULE_ID), corsRule],
      },
    }),
  );

  const lifecycle = await existing(client, new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }), {
    Rules: [],
  });
  const lifecycleRule = {
    ID: LIFECYCLE_RULE_ID,
    Status: 'Enabled',
    Filter: { Prefix: 'incoming/' },
    Expiration: { Days: 1 },
  };
  await client.send(
    new PutBucketLifecycleConfigurationCommand({
      Bucket: bucket,
      LifecycleConfiguration: {
        Rules: [...(lifecycle.Rules ?? []).filter((rule) => rule.ID !== LIFECYCLE_RULE_ID), lifecycleRule],
      },
    }),
  );
  client.destroy();
  console.info(
    `[s3:setup] ${bucket}: CORS for ${origins.join(', ')} (PUT, GET); uploads under incoming/ expire after 1 day`,
  );
}

main().catch((error) => {
  console.error(`[s3:setup] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
