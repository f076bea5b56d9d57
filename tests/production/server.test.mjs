// The production server started as `npm start` starts it (server/start.mjs), from the one
// build `npm test` made: settings read at run time, security headers on every response,
// the visitor's real address behind no proxy and behind one. Run with `node --test`.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { buildIfNeeded, root } from '../../server/build.mjs';
import { requestGate } from '../../server/serve.mjs';
import { createScratchDatabase } from '../helpers/scratch-database.mjs';
import { freePort, request, startProduction } from './servers.mjs';

const SIGNING_SECRET = 'production-test-signing-secret-0123456789';
const PRESIGN = '/api/quote-service/public/v1/presigned-urls?fileName=art.png&fileType=image/png';
const UPLOADS_PER_HOUR = 40;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function cspOf(response) {
  return response.headers['content-security-policy'] ?? '';
}

function assertSecurityHeaders(response, what) {
  assert.match(cspOf(response), /default-src 'self'.*frame-ancestors 'none'/, `${what}: CSP`);
  assert.equal(response.headers['x-content-type-options'], 'nosniff', `${what}: nosniff`);
  assert.equal(response.headers['x-frame-options'], 'DENY', `${what}: X-Frame-Options`);
  assert.match(response.headers['strict-transport-security'] ?? '', /max-age=\d+/, `${what}: HSTS`);
  assert.equal(
    response.headers['referrer-policy'],
    'strict-origin-when-cross-origin',
    `${what}: Referrer-Policy`,
  );
}

/** Spends a visitor's hourly upload allowance; the next presign must be refused. */
async function exhaustUploads(origin, from) {
  for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
    const answer = await request(`${origin}${PRESIGN}`, { from });
    assert.equal(answer.status, 200, `presign ${i + 1} of ${UPLOADS_PER_HOUR}: ${answer.text}`);
  }
  assert.equal((await request(`${origin}${PRESIGN}`, { from })).status, 429);
}

before(() => buildIfNeeded());

describe('the request gate (npm start under overload)', () => {
  it('answers 503 with Retry-After past 100 requests under way, never to liveness, and serves again once they end', async () => {
    const held = [];
    const server = http.createServer(
      requestGate((_request, response) => {
        held.push(response);
      }),
    );
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const get = (path, headers = {}) =>
      new Promise((resolve, reject) => {
        http
          .get(`${origin}${path}`, { agent, headers }, (response) => {
            let text = '';
            response.on('data', (chunk) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode, headers: response.headers, text }),
            );
          })
          .on('error', reject);
      });
    try {
      const underWay = Array.from({ length: 100 }, () => get('/quotes/1'));
      while (held.length < 100) await new Promise((resolve) => setTimeout(resolve, 20));
      const page = await get('/products/stickers');
      assert.equal(page.status, 503);
      assert.equal(page.headers['retry-after'], '5');
      assert.match(page.text, /very busy right now/);
      const api = await get('/api/quote-service/public/v1/quotes');
      assert.equal(api.status, 503);
      assert.equal(JSON.parse(api.text).code, 'ServiceBusy');
      // Liveness is let through (and held here like any request the server works on).
      const live = get('/api/health/live');
      while (held.length < 101) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const response of held.splice(0)) response.end('done');
      assert.deepEqual(
        (await Promise.all([...underWay, live])).map((answer) => answer.status),
        Array(101).fill(200),
      );
      const after = get('/products/stickers');
      while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      held.pop().end('served');
      assert.equal((await after).status, 200);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});

describe('the embedded server (npm start, nothing in front)', () => {
  let server;
  before(async () => {
    server = await startProduction();
    assert.ok(server.origin, `the server did not start:\n${server.output}`);
  });
  after(() => server?.stop());

  it("starts its new database from the build's seed, not from nothing", async () => {
    const health = await request(`${server.origin}/api/health`);
    assert.equal(health.status, 200, health.text);
    assert.equal(JSON.parse(health.text).database, 'pglite');
    assert.match(server.output(), /new PGlite database in .+, from the build's seed/);
  });

  it("keeps a client's idle connection open past Node's 5-second default, so reusing it is answered, not reset", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const live = () =>
      new Promise((resolve, reject) => {
        http
          .get(`${server.origin}/api/health/live`, { agent }, (response) => {
            const { socket } = response;
            response.resume();
            response.on('end', () => resolve({ status: response.statusCode, socket }));
          })
          .on('error', reject);
      });
    try {
      const first = await live();
      assert.equal(first.status, 200);
      let closedBy;
      first.socket.once('close', () => (closedBy = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      assert.equal(closedBy, undefined, 'the server closed the idle connection');
      const second = await live();
      assert.equal(second.status, 200);
      assert.equal(second.socket, first.socket, 'the second request did not reuse the connection');
    } finally {
      agent.destroy();
    }
  });

  it('refuses a second server on its data directory, naming the first, and goes on serving', async () => {
    const second = await startProduction({ DATA_DIR: server.dataDir });
    assert.notEqual(second.exitCode, 0, 'a second server on one PGlite directory started');
    assert.match(
      second.output,
      /refusing to start: The embedded database in .+ is already open in process \d+ \(since /,
    );
    const health = await request(`${server.origin}/api/health`);
    assert.equal(health.status, 200, health.text);
  });

  it('hands out upload URLs and sitemap links on the port it listens on when SITE_URL is unset', async () => {
    const presign = await request(`${server.origin}${PRESIGN}`, { from: '127.0.0.9' });
    assert.equal(presign.status, 200, presign.text);
    assert.ok(
      JSON.parse(presign.text).uploadURL.startsWith(`http://localhost:${server.port}/api/uploads/`),
      presign.text,
    );
    const robots = await request(`${server.origin}/robots.txt`);
    assert.match(robots.text, new RegExp(`Sitemap: http://localhost:${server.port}/sitemap.xml`));
  });

  it('sends the security headers on static pages, redirects and 404s', async () => {
    const page = await request(`${server.origin}/about-us`);
    assert.equal(page.status, 200);
    assertSecurityHeaders(page, 'static page');

    for (const [from, to] of [
      ['/stickers', '/products/stickers'],
      ['/products/custom-boxes', '/products/packaging'],
      ['/about-us/', '/about-us'],
    ]) {
      const redirect = await request(`${server.origin}${from}`);
      assert.equal(redirect.status, 308, from);
      assert.equal(new URL(redirect.headers.location, server.origin).pathname, to, from);
      assertSecurityHeaders(redirect, `redirect ${from}`);
    }

    const guarded = await request(`${server.origin}/dashboard`);
    assert.equal(guarded.status, 307);
    assert.match(guarded.headers.location, /\/login\?next=%2Fdashboard$/);
    assertSecurityHeaders(guarded, 'dashboard guard');

    assertSecurityHeaders(await request(`${server.origin}/no-such-page`), '404');

    // API clients (the AWS SDK and CLI) post to `/api/identity/`: API paths are not redirected.
    const api = await request(`${server.origin}/api/health/live/`);
    assert.equal(api.status, 200, api.text);
  });

  it('sends a prerendered page as Next writes it, in gzip to browsers that take it', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // Rendered again on the first request with this server's settings (its canonical address).
    await request(`${server.origin}/about-us`);
    const plain = await request(`${server.origin}/about-us`);
    assert.equal(plain.headers['content-encoding'], undefined, 'compressed unasked');
    // Not rearranged: the scripts are asked for in the head, where Next puts them.
    const head = plain.text.slice(0, plain.text.indexOf('</head>'));
    assert.match(head, /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/);
    // Next's own compression: gzip, also to a browser that takes Brotli (the reverse proxy's
    // job in production: deploy/nginx.conf).
    const gzip = await request(`${server.origin}/about-us`, { headers: browser });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.match(gzip.headers.vary ?? '', /Accept-Encoding/i);
    assertSecurityHeaders(gzip, '/about-us in gzip');
    assert.ok(gunzipSync(gzip.body).equals(plain.body), '/about-us in gzip');
    // A page rendered (and streamed) for each request, and a script of the build.
    const streamed = await request(`${server.origin}/reset-password`, { headers: browser });
    assert.equal(streamed.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(streamed.body).toString(), /^<!DOCTYPE html>.*Reset your password.*<\/html>$/s);
    const script = plain.text.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    assert.ok(script, 'the page names no script');
    const file = await readFile(path.join(root, '.next', script.slice('/_next/'.length)));
    const compressedScript = await request(`${server.origin}${script}`, { headers: browser });
    assert.equal(compressedScript.headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(compressedScript.body).equals(file), 'the script in gzip');
  });

  it('answers an unreadable address with the 400 page or the JSON error, never a 500', async () => {
    for (const path of [
      '/quotes/%E0%A4%A',
      '/admin/quotes/%E0%A4%A',
      '/products/%E0%A4',
      '/admin/quotes/%00',
      '/admin?q=a%00b',
      '/dev/mailbox?to=%00',
    ]) {
      const page = await request(`${server.origin}${path}`);
      assert.equal(page.status, 400, path);
      assert.match(page.text, /We couldn.+t read that address/, path);
      assert.match(cspOf(page), /frame-ancestors 'none'/, path);
    }
    const api = await request(`${server.origin}/api/quotes/%E0%A4%A`);
    assert.equal(api.status, 400, api.text);
    assert.equal(JSON.parse(api.text).code, 'BadRequest');
  });

  it('gives the JSON routes proxy.ts skips the fixed JSON headers, on answers and refusals alike', async () => {
    const post = (path, body) =>
      request(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify(body),
        from: '127.0.0.11',
      });
    const answers = [
      ['/api/health', await request(`${server.origin}/api/health`)],
      ['/api/health/live', await request(`${server.origin}/api/health/live`)],
      // Refused for what they lack, after the route read them: the route, not the proxy, answered.
      ['prices', await post('/api/calculator-service/public/v1/prices', {})],
      ['quotes', await post('/api/quote-service/public/v1/quotes', {})],
    ];
    for (const [what, answer] of answers) {
      assert.notEqual(answer.status, 500, `${what}: ${answer.text}`);
      assert.equal(cspOf(answer), "default-src 'none'; frame-ancestors 'none'", what);
      assert.equal(answer.headers['x-content-type-options'], 'nosniff', what);
      assert.equal(answer.headers['x-frame-options'], 'DENY', what);
      assert.match(answer.headers['strict-transport-security'] ?? '', /max-age=\d+/, what);
      assert.equal(answer.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
    }
    assert.equal(answers[2][1].status, 422, answers[2][1].text);
    // Any other spelling of those paths goes through proxy.ts, which checks it and sets the site's headers.
    const trailing = await request(`${server.origin}/api/health/live/`);
    assertSecurityHeaders(trailing, 'the liveness path with a slash');
    const broken = await request(`${server.origin}/api/health%E0%A4%A`);
    assert.equal(broken.status, 400, broken.text);
  });

  it("gives the artwork route its own sandbox CSP, not the site's", async () => {
    const presign = await request(`${server.origin}${PRESIGN}`, { from: '127.0.0.8' });
    const uploadURL = new URL(JSON.parse(presign.text).uploadURL);
    const put = await request(`${server.origin}${uploadURL.pathname}${uploadURL.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': String(PNG.length) },
      body: PNG,
    });
    assert.equal(put.status, 200, put.text);
    // A download needs a signed link; refused or served, the file's address never gets the
    // site's policy, under which a browser could render an uploaded SVG's script.
    const unsigned = await request(`${server.origin}${uploadURL.pathname}`);
    assert.equal(unsigned.status, 403, unsigned.text);
    assert.equal(cspOf(unsigned), "default-src 'none'; sandbox");
    assert.equal(unsigned.headers['x-frame-options'], 'DENY');
  });

  it('counts the connection address: a forged X-Forwarded-For buys no new allowance', async () => {
    await exhaustUploads(server.origin, '127.0.0.2');
    for (const forged of ['203.0.113.7', '203.0.113.8, 198.51.100.1', '127.0.0.3']) {
      const answer = await request(`${server.origin}${PRESIGN}`, {
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': forged },
      });
      assert.equal(answer.status, 429, `forged X-Forwarded-For: ${forged}`);
    }
    // Another visitor is still served: the limit is per address, not global.
    assert.equal((await request(`${server.origin}${PRESIGN}`, { from: '127.0.0.3' })).status, 200);
  });
});

/** A reverse proxy as nginx's `proxy_add_x_forwarded_for` behaves: appends the peer it saw. */
async function startForwardingProxy(target) {
  const port = await freePort();
  const proxy = http.createServer((incoming, outgoing) => {
    const peer = incoming.socket.remoteAddress.replace(/^::ffff:/, '');
    const sent = incoming.headers['x-forwarded-for'];
    const forwarded = http.request(`${target}${incoming.url}`, {
      method: incoming.method,
      headers: { ...incoming.headers, 'x-forwarded-for': sent ? `${sent}, ${peer}` : peer },
    });
    forwarded.on('response', (response) => {
      outgoing.writeHead(response.statusCode, response.headers);
      response.pipe(outgoing);
    });
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => proxy.close(resolve)) };
}

describe('behind one proxy of ours (TRUSTED_PROXY_HOPS=1)', () => {
  let server;
  let proxy;
  before(async () => {
    server = await startProduction({ TRUSTED_PROXY_HOPS: '1' });
    assert.ok(server.origin, `the server did not start:\n${server.output}`);
    proxy = await startForwardingProxy(server.origin);
  });
  after(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  it('counts the address the proxy saw: a forged X-Forwarded-For buys no new allowance', async () => {
    await exhaustUploads(proxy.origin, '127.0.0.4');
    for (const forged of ['203.0.113.7', '203.0.113.8, 198.51.100.1', '127.0.0.5']) {
      const answer = await request(`${proxy.origin}${PRESIGN}`, {
        from: '127.0.0.4',
        headers: { 'x-forwarded-for': forged },
      });
      assert.equal(answer.status, 429, `forged X-Forwarded-For: ${forged}`);
    }
    // The proxy's own address is not what is counted: another visitor through it is served.
    assert.equal((await request(`${proxy.origin}${PRESIGN}`, { from: '127.0.0.5' })).status, 200);
  });
});

describe('one build, settings of another environment', () => {
  let server;
  before(async () => {
    server = await startProduction({
      SITE_URL: 'https://print.example.com',
      COGNITO_USER_POOL_ID: 'us-east-2_Abc123',
      COGNITO_CLIENT_ID: 'clientabc123',
      S3_BUCKET: 'artwork-bucket',
      S3_REGION: 'eu-west-1',
    });
    assert.ok(server.origin, `the server did not start:\n${server.output}`);
  });
  after(() => server?.stop());

  it('follows the run-time Cognito and S3 settings in the CSP of a prerendered page', async () => {
    const page = await request(`${server.origin}/login`);
    assert.equal(page.status, 200);
    assert.match(page.headers['x-nextjs-prerender'] ?? '', /^1/, 'the login page stays prerendered');
    const connect = cspOf(page)
      .split('; ')
      .find((directive) => directive.startsWith('connect-src'));
    assert.equal(
      connect,
      "connect-src 'self' https://cognito-idp.us-east-2.amazonaws.com https://artwork-bucket.s3.eu-west-1.amazonaws.com",
    );
  });

  it('gives the browser the run-time Amplify settings and names SITE_URL in robots.txt', async () => {
    const settings = await request(`${server.origin}/api/auth/config`);
    assert.deepEqual(JSON.parse(settings.text), {
      kind: 'cognito',
      userPoolId: 'us-east-2_Abc123',
      clientId: 'clientabc123',
    });
    const robots = await request(`${server.origin}/robots.txt`);
    assert.match(robots.text, /Sitemap: https:\/\/print\.example\.com\/sitemap\.xml/);
  });
});

describe('refusing to start', () => {
  it('names the missing partner of a half-configured setting', async () => {
    const refused = await startProduction({ S3_BUCKET: 'artwork-bucket' });
    assert.notEqual(refused.exitCode, 0);
    assert.match(refused.output, /refusing to start: .*S3_BUCKET is set but S3_REGION is missing/);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe(
  'PostgreSQL: npm start applies the migrations first (the deploy step on a Node host)',
  { skip: !adminUrl && 'TEST_DATABASE_URL is not set' },
  () => {
    let scratch;
    before(async () => {
      scratch = await createScratchDatabase('print_shop_start');
    });
    after(() => scratch?.drop());

    it('applies the migrations before serving a fresh database', async () => {
      const server = await startProduction({
        DATABASE_URL: scratch.url,
        SITE_URL: 'http://localhost',
        UPLOAD_SIGNING_SECRET: SIGNING_SECRET,
        IDENTITY_KEY_SECRET: SIGNING_SECRET,
        BIND_ADDRESS: '127.0.0.1',
      });
      try {
        assert.ok(server.origin, `the server did not start:\n${server.output}`);
        const health = await request(`${server.origin}/api/health`);
        assert.equal(health.status, 200, health.text);
        assert.match(server.output(), /database migrations applied/);
      } finally {
        await server.stop?.();
      }
    });

    it('db:migrate uses DATABASE_MIGRATION_URL (the direct connection) over a pooled DATABASE_URL', async () => {
      const direct = await createScratchDatabase('print_shop_migrate');
      try {
        const { execFileSync } = await import('node:child_process');
        execFileSync(process.execPath, ['scripts/db-migrate.mjs'], {
          env: {
            PATH: process.env.PATH,
            // Nothing listens here: only the migration URL can have been used.
            DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
            DATABASE_MIGRATION_URL: direct.url,
          },
          stdio: 'pipe',
        });
        const client = new pg.Client({ connectionString: direct.url });
        await client.connect();
        try {
          const { rows } = await client.query(`select to_regclass('public.quotes') as quotes`);
          assert.equal(rows[0].quotes, 'quotes');
        } finally {
          await client.end();
        }
      } finally {
        await direct.drop();
      }
    });
  },
);
