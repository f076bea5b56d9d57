// Helpers for tests of the production server as `npm start` runs it (server/start.mjs), from
// the one build `npm test` made: used by `node --test` files here and by Playwright specs.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * One HTTP request from a chosen local address (127.0.0.0/8 is all loopback on Linux), so a
 * test can be two different visitors. Resolves with status, headers and body text.
 */
export function request(url, { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, localAddress: from }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode, headers: response.headers, body, text: body.toString() });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * `npm start` with only the given settings (a fresh temporary DATA_DIR unless the settings
 * name one); resolves once it answers, or with its exit code and output if it exits first.
 */
export async function startProduction(settings = {}) {
  const port = await freePort();
  const dataDir = settings.DATA_DIR
    ? undefined
    : await mkdtemp(path.join(tmpdir(), 'print-shop-production-'));
  const child = spawn(process.execPath, [path.join(root, 'server', 'start.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      ...(dataDir && { DATA_DIR: dataDir }),
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    while (running) {
      const answer = await request(`${origin}/api/health/live`).catch(() => undefined);
      if (answer?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const code = await Promise.race([ready.then(() => 'ready'), exited]);
  if (code !== 'ready') {
    await stop();
    return { exitCode: code, output };
  }
  return { port, origin, dataDir: settings.DATA_DIR ?? dataDir, stop, output: () => output };
}
