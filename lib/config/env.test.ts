import { browserConnectOrigins, parseEnv } from './env';

describe('configuration', () => {
  it('defaults to the embedded implementations', () => {
    const config = parseEnv({});
    expect(config.database.kind).toBe('pglite');
    expect(config.productApi.kind).toBe('built-in');
    expect(config.storage.kind).toBe('local');
    expect(config.identity.kind).toBe('built-in');
    expect(config.rateLimit.kind).toBe('memory');
    expect(config.messaging.mailboxEnabled).toBe(true);
    expect(config.trustedProxyHops).toBe(0);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(browserConnectOrigins(config)).toEqual([]);
  });

  it('keeps the mailbox off in production unless enabled explicitly', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).messaging.mailboxEnabled).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', MAILBOX_ENABLED: 'true' }).messaging.mailboxEnabled).toBe(true);
  });

  it('switches each concern to its managed service when configured', () => {
    const config = parseEnv({
      SITE_URL: 'https://print.example.com/',
      DATABASE_URL: 'postgres://db.internal:5432/shop',
      PRINT_API_BASE_URL: 'https://api.example.com/',
      S3_BUCKET: 'artwork',
      S3_REGION: 'us-west-2',
      COGNITO_USER_POOL_ID: 'us-west-2_AbC123',
      COGNITO_CLIENT_ID: 'client',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUSTED_PROXY_HOPS: '2',
    });
    expect(config.siteUrl).toBe('https://print.example.com');
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://db.internal:5432/shop' });
    expect(config.productApi).toEqual({
      kind: 'upstream',
      baseUrl: 'https://api.example.com',
      uploadOrigins: [],
    });
    expect(config.identity).toMatchObject({
      kind: 'cognito',
      region: 'us-west-2',
      issuer: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_AbC123',
      endpoint: 'https://cognito-idp.us-west-2.amazonaws.com/',
    });
    expect(config.rateLimit.kind).toBe('redis');
    expect(config.trustedProxyHops).toBe(2);
    expect(browserConnectOrigins(config)).toEqual([
      'https://cognito-idp.us-west-2.amazonaws.com',
      'https://artwork.s3.us-west-2.amazonaws.com',
    ]);
  });

  it('lets the browser reach exactly the upstream upload origins listed in PRINT_API_UPLOAD_ORIGINS', () => {
    const config = parseEnv({
      NODE_ENV: 'production',
      SITE_URL: 'https://coastlineprint.co',
      PRINT_API_BASE_URL: 'https://api.example.com',
      PRINT_API_UPLOAD_ORIGINS: 'https://uploads.example.com, https://artwork.s3.us-west-2.amazonaws.com/',
    });
    expect(browserConnectOrigins(config)).toEqual([
      'https://uploads.example.com',
      'https://artwork.s3.us-west-2.amazonaws.com',
    ]);
  });

  it.each([
    ['https://*.amazonaws.com', /wildcard/],
    ['https://uploads.example.com/bucket', /origin/],
    ['http://uploads.example.com', /https/],
    ['http://127.0.0.1:9000', /https/],
    ['uploads.example.com', /not a URL/],
    ['https://uploads.example.com,', /empty entry/],
  ])('refuses PRINT_API_UPLOAD_ORIGINS=%s in production, naming the variable', (value, reason) => {
    const env = {
      NODE_ENV: 'production',
      SITE_URL: 'https://coastlineprint.co',
      PRINT_API_BASE_URL: 'https://api.example.com',
    };
    expect(() => parseEnv({ ...env, PRINT_API_UPLOAD_ORIGINS: value })).toThrow(/PRINT_API_UPLOAD_ORIGINS/);
    expect(() => parseEnv({ ...env, PRINT_API_UPLOAD_ORIGINS: value })).toThrow(reason);
  });

  it('allows a plain-HTTP upload origin on this machine only outside production or for a site served here', () => {
    const local = {
      PRINT_API_BASE_URL: 'http://127.0.0.1:9000',
      PRINT_API_UPLOAD_ORIGINS: 'http://127.0.0.1:9001',
    };
    expect(browserConnectOrigins(parseEnv(local))).toEqual(['http://127.0.0.1:9001']);
    expect(() =>
      parseEnv({ ...local, NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3100' }),
    ).not.toThrow();
    expect(() =>
      parseEnv({ ...local, NODE_ENV: 'production', SITE_URL: 'https://coastlineprint.co' }),
    ).toThrow(/PRINT_API_UPLOAD_ORIGINS/);
    expect(() => parseEnv({ PRINT_API_UPLOAD_ORIGINS: 'https://uploads.example.com' })).toThrow(
      /PRINT_API_UPLOAD_ORIGINS: is set but PRINT_API_BASE_URL is not/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' }).database.kind).toBe('pglite');
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/UPLOAD_SIGNING_SECRET/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: 'one' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ BIND_ADDRESS: 'localhost' })).toThrow(/BIND_ADDRESS/);
    expect(() => parseEnv({ BIND_ADDRESS: '127.0.0.1' })).not.toThrow();
    expect(() => parseEnv({ CLAMD_SOCKET: 'clamd.ctl' })).toThrow(/CLAMD_SOCKET/);
    expect(parseEnv({ CLAMD_SOCKET: '/run/clamav/clamd.ctl' }).malwareScan.clamdSocket).toBe(
      '/run/clamav/clamd.ctl',
    );
    expect(parseEnv({}).malwareScan.clamdSocket).toBeUndefined();
  });

  it('hashes passwords at scrypt N = 2^14 unless IDENTITY_PASSWORD_COST says another power from 10 to 20', () => {
    expect(parseEnv({}).identityPasswordCost).toEqual({ N: 16384, r: 8, p: 1 });
    expect(parseEnv({ IDENTITY_PASSWORD_COST: '10' }).identityPasswordCost.N).toBe(1024);
    for (const value of ['9', '21', '14.5', 'high'])
      expect(() => parseEnv({ IDENTITY_PASSWORD_COST: value })).toThrow(/IDENTITY_PASSWORD_COST/);
  });

  it("follows the port it listens on for the site's own URLs when SITE_URL is unset", () => {
    expect(parseEnv({ PORT: '3999' }).siteUrl).toBe('http://localhost:3999');
    expect(parseEnv({ PORT: '3999', SITE_URL: 'https://print.example.com' }).siteUrl).toBe(
      'https://print.example.com',
    );
  });

  it('counts trusted proxies from zero (nothing in front)', () => {
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '0' }).trustedProxyHops).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '1' }).trustedProxyHops).toBe(1);
  });

  it('reads STAFF_EMAILS as lower-case addresses, comma-separated, and refuses a non-address', () => {
    expect(parseEnv({}).staffEmails).toEqual([]);
    expect(parseEnv({ STAFF_EMAILS: ' Ana@Shop.example , ,bo@shop.example' }).staffEmails).toEqual([
      'ana@shop.example',
      'bo@shop.example',
    ]);
    expect(() => parseEnv({ STAFF_EMAILS: 'ana@shop.example,not-an-address' })).toThrow(/STAFF_EMAILS/);
  });
});

describe('half-configured settings', () => {
  const secret = 'x'.repeat(32);
  const managed = {
    DATABASE_URL: 'postgres://db.internal:5432/shop',
    SITE_URL: 'https://print.example.com',
    IDENTITY_KEY_SECRET: secret,
  };

  it.each([
    ['S3_BUCKET without S3_REGION', { S3_BUCKET: 'artwork' }, /S3_BUCKET is set but S3_REGION is missing/],
    ['S3_REGION without S3_BUCKET', { S3_REGION: 'us-west-2' }, /S3_REGION is set but S3_BUCKET is missing/],
    [
      'S3_ENDPOINT without S3_BUCKET',
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      /S3_ENDPOINT is set but S3_BUCKET is missing/,
    ],
    [
      'a pool without a client id',
      { COGNITO_USER_POOL_ID: 'us-west-2_AbC123' },
      /COGNITO_CLIENT_ID is missing/,
    ],
    ['a client id without a pool', { COGNITO_CLIENT_ID: 'client' }, /COGNITO_USER_POOL_ID is missing/],
    ['a Cognito region without a pool', { COGNITO_REGION: 'us-west-2' }, /COGNITO_USER_POOL_ID is missing/],
    [
      'a Cognito endpoint without a pool',
      { COGNITO_ENDPOINT_URL: 'http://127.0.0.1:9229/' },
      /COGNITO_ENDPOINT_URL is set but COGNITO_USER_POOL_ID is missing/,
    ],
    [
      'PostgreSQL with local uploads and no signing secret',
      { DATABASE_URL: managed.DATABASE_URL, SITE_URL: managed.SITE_URL },
      /UPLOAD_SIGNING_SECRET is missing/,
    ],
    [
      'PostgreSQL with the built-in identity service and no key secret',
      { DATABASE_URL: managed.DATABASE_URL, SITE_URL: managed.SITE_URL, UPLOAD_SIGNING_SECRET: secret },
      /IDENTITY_KEY_SECRET is missing \(it seals the token signing keys\)/,
    ],
    [
      'PostgreSQL without SITE_URL',
      { DATABASE_URL: managed.DATABASE_URL, UPLOAD_SIGNING_SECRET: secret },
      /SITE_URL is missing/,
    ],
  ])('refuses %s, naming what is missing', (_case, env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('names every missing setting at once', () => {
    expect(() => parseEnv({ DATABASE_URL: managed.DATABASE_URL, S3_REGION: 'us-west-2' })).toThrow(
      /S3_BUCKET is missing.*SITE_URL is missing.*UPLOAD_SIGNING_SECRET is missing/,
    );
  });

  it('needs no key secret when Amazon Cognito signs the tokens', () => {
    const cognito = { COGNITO_USER_POOL_ID: 'us-west-2_AbC123', COGNITO_CLIENT_ID: 'client' };
    const withoutKeySecret = { ...managed, IDENTITY_KEY_SECRET: undefined };
    expect(parseEnv({ ...withoutKeySecret, ...cognito, UPLOAD_SIGNING_SECRET: secret }).identity.kind).toBe(
      'cognito',
    );
  });

  it('accepts a managed database once shared settings come from configuration', () => {
    expect(parseEnv({ ...managed, UPLOAD_SIGNING_SECRET: secret }).storage.kind).toBe('local');
    expect(parseEnv({ ...managed, S3_BUCKET: 'artwork', S3_REGION: 'us-west-2' }).storage.kind).toBe('s3');
    expect(parseEnv({ ...managed, PRINT_API_BASE_URL: 'https://api.example.com' }).productApi.kind).toBe(
      'upstream',
    );
  });

  describe('payments', () => {
    it('takes payments by hand unless Stripe is configured', () => {
      expect(parseEnv({}).payments).toEqual({ kind: 'by-hand' });
    });

    it('uses Stripe with both secrets, at Stripe unless STRIPE_API_URL says otherwise', () => {
      const secrets = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
      expect(parseEnv(secrets).payments).toEqual({
        kind: 'stripe',
        secretKey: 'sk_test_abc123',
        webhookSecret: 'whsec_def456',
        apiUrl: 'https://api.stripe.com',
      });
      expect(parseEnv({ ...secrets, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).payments).toMatchObject({
        apiUrl: 'http://127.0.0.1:12111',
      });
    });

    it('refuses Stripe half-configured or with values of the wrong kind', () => {
      expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
        'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing',
      );
      expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_def456' })).toThrow(
        'STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is missing',
      );
      expect(() => parseEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(
        'STRIPE_API_URL is set but STRIPE_SECRET_KEY is missing',
      );
      expect(() => parseEnv({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_a' })).toThrow(
        'STRIPE_SECRET_KEY: must be a Stripe secret key',
      );
      expect(() =>
        parseEnv({
          STRIPE_SECRET_KEY: 'sk_test_abc',
          STRIPE_WEBHOOK_SECRET: 'whsec_a',
          STRIPE_API_URL: 'https://api.stripe.com/v1',
        }),
      ).toThrow('without a path');
    });
  });
});
