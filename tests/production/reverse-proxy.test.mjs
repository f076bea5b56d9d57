// deploy/nginx.conf, as docs/deploy.md gives it, run by the system's nginx in front of `npm start`
// (TRUSTED_PROXY_HOPS=1): pages arrive compressed by nginx, Brotli or gzip as the browser asks,
// the visitor's address is the one counted, and nginx keeps its connections to the server open.
// Skipped, saying why, without nginx or its Brotli module (.ci/run installs both). Run with
// `node --test`.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildIfNeeded } from '../../server/build.mjs';
import { freePort, request, startProduction } from './servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const SITE = 'print.example.com';
const PRESIGN = '/api/quote-service/public/v1/presigned-urls?fileName=art.png&fileType=image/png';
const UPLOADS_PER_HOUR = 40;

const skip = !existsSync(NGINX)
  ? `no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`
  : !existsSync(BROTLI_MODULE)
    ? `no Brotli module at ${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-filter)`
    : false;

/**
 * deploy/nginx.conf with only what differs on this machine replaced: the server's port, the
 * ports nginx listens on, and a certificate made for the test.
 */
async function configFor({ serverPort, httpPort, httpsPort, directory }) {
  const certificate = path.join(directory, 'certificate.pem');
  const key = path.join(directory, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE}`,
      '-addext',
      `subjectAltName=DNS:${SITE}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const config = await readFile(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
  const replaced = [
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${serverPort};`],
    ['listen 80;', `listen 127.0.0.1:${httpPort};`],
    ['listen [::]:80;', `listen [::1]:${httpPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', `listen [::1]:${httpsPort} ssl http2;`],
    [`/etc/letsencrypt/live/${SITE}/fullchain.pem`, certificate],
    [`/etc/letsencrypt/live/${SITE}/privkey.pem`, key],
  ].reduce((text, [from, to]) => {
    assert.ok(text.includes(from), `deploy/nginx.conf no longer has "${from}"`);
    return text.replaceAll(from, to);
  }, config);
  await writeFile(path.join(directory, 'print-shop.conf'), replaced);
  const temporary = (name) => `${name}_temp_path ${path.join(directory, name)};`;
  // What Debian's /etc/nginx/nginx.conf provides around a site's file, in this folder.
  await writeFile(
    path.join(directory, 'nginx.conf'),
    [
      `load_module ${BROTLI_MODULE};`,
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'worker_processes 1;',
      `pid ${path.join(directory, 'nginx.pid')};`,
      'events {}',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary).join('\n  ')}`,
      '  include /etc/nginx/mime.types;',
      '  gzip on;',
      `  include ${path.join(directory, 'print-shop.conf')};`,
      '}',
    ].join('\n'),
  );
  return { certificate: await readFile(certificate) };
}

/** One HTTPS request to nginx for the site, from a chosen loopback address. */
function secureRequest(port, ca, pathname, { headers = {}, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: SITE,
        ca,
        localAddress: from,
        agent: false,
        headers: { host: SITE, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The local ports of the TCP connections (open or just closed) to 127.0.0.1:`port`. */
async function connectionsTo(port) {
  const remote = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const table = await readFile('/proc/net/tcp', 'utf8');
  return new Set(
    table
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[2] === remote)
      .map((fields) => fields[1]),
  );
}

describe('nginx with deploy/nginx.conf in front of npm start', { skip }, () => {
  let server;
  let nginx;
  let directory;
  let httpPort;
  let httpsPort;
  let ca;
  const get = (pathname, options) => secureRequest(httpsPort, ca, pathname, options);

  before(async () => {
    buildIfNeeded();
    server = await startProduction({ TRUSTED_PROXY_HOPS: '1', BIND_ADDRESS: '127.0.0.1' });
    assert.ok(server.origin, `the server did not start:\n${server.output}`);
    directory = await mkdtemp(path.join(tmpdir(), 'print-shop-nginx-'));
    await mkdir(directory, { recursive: true });
    httpPort = await freePort();
    httpsPort = await freePort();
    ({ certificate: ca } = await configFor({ serverPort: server.port, httpPort, httpsPort, directory }));
    const config = path.join(directory, 'nginx.conf');
    nginx = spawn(
      NGINX,
      ['-p', directory, '-c', config, '-e', path.join(directory, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let output = '';
    nginx.stderr.on('data', (chunk) => (output += chunk));
    for (;;) {
      if (nginx.exitCode !== null) assert.fail(`nginx exited (${nginx.exitCode}):\n${output}`);
      const answer = await get('/api/health/live').catch(() => undefined);
      if (answer?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  after(async () => {
    if (nginx?.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await server?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('sends plain HTTP to HTTPS', async () => {
    const answer = await request(`http://127.0.0.1:${httpPort}/about-us`, { headers: { host: SITE } });
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, `https://${SITE}/about-us`);
  });

  it('compresses pages, their payloads and scripts in Brotli for browsers, in gzip for the rest', async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const gzipOnly = { 'accept-encoding': 'gzip' };
    const plain = await get('/about-us');
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'compressed unasked');
    assert.match(plain.body.toString(), /<h1[^>]*>About us<\/h1>/);
    const script = plain.body.toString().match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    assert.ok(script, 'the page names no script');
    // A page rendered at build time, its payload the router fetches when a visitor follows a
    // link, a script of the build, and a page rendered for each request (with a new nonce each
    // time, so only its text is compared).
    // Next sends the router to the payload's address with its cache-busting parameter first.
    const payload = await get('/about-us', { headers: { rsc: '1' } });
    assert.equal(payload.status, 307);
    const payloadPath = new URL(payload.headers.location, `https://${SITE}`);
    for (const [pathname, headers, expected] of [
      ['/about-us', {}, undefined],
      [`${payloadPath.pathname}${payloadPath.search}`, { rsc: '1' }, undefined],
      [script, {}, undefined],
      ['/reset-password', {}, /^<!DOCTYPE html>.*Reset your password.*<\/html>$/s],
    ]) {
      const what = `${pathname}${headers.rsc ? ' (payload)' : ''}`;
      const brotli = await get(pathname, { headers: { ...browser, ...headers } });
      assert.equal(brotli.status, 200, what);
      assert.equal(brotli.headers['content-encoding'], 'br', what);
      assert.match(brotli.headers.vary ?? '', /Accept-Encoding/i, what);
      const gzip = await get(pathname, { headers: { ...gzipOnly, ...headers } });
      assert.equal(gzip.headers['content-encoding'], 'gzip', what);
      const unpacked = brotliDecompressSync(brotli.body);
      if (expected) {
        assert.match(unpacked.toString(), expected, `${what} in Brotli`);
        assert.match(gunzipSync(gzip.body).toString(), expected, `${what} in gzip`);
      } else assert.ok(unpacked.equals(gunzipSync(gzip.body)), `${what}: the same answer either way`);
      assert.ok(
        brotli.body.length < unpacked.length,
        `${what}: ${brotli.body.length} of ${unpacked.length} B`,
      );
    }
  });

  it('counts the address nginx saw (TRUSTED_PROXY_HOPS=1): a forged X-Forwarded-For buys no new allowance', async () => {
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      const answer = await get(PRESIGN, { from: '127.0.0.6' });
      assert.equal(answer.status, 200, `presign ${i + 1} of ${UPLOADS_PER_HOUR}: ${answer.body}`);
    }
    for (const forged of [undefined, '203.0.113.7', '203.0.113.8, 198.51.100.1', '127.0.0.7']) {
      const answer = await get(PRESIGN, {
        from: '127.0.0.6',
        headers: forged ? { 'x-forwarded-for': forged } : {},
      });
      assert.equal(answer.status, 429, `X-Forwarded-For: ${forged ?? 'none'}`);
    }
    // nginx's own address is not what is counted: another visitor through it is served.
    assert.equal((await get(PRESIGN, { from: '127.0.0.7' })).status, 200);
  });

  it('keeps its connections to the server open: one for many requests in turn', async () => {
    const before = await connectionsTo(server.port);
    for (let i = 0; i < 20; i++) assert.equal((await get('/api/health/live')).status, 200);
    const opened = [...(await connectionsTo(server.port))].filter((local) => !before.has(local));
    // Closed connections stay in the table (TIME_WAIT) for a minute: a connection per request
    // would leave 20 here.
    assert.ok(opened.length <= 1, `${opened.length} connections opened for 20 requests`);
  });
});
