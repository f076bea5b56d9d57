// An open-loop load at a steady rate: request number i is sent at start + i / rate, whatever the
// server has answered so far, as independent visitors arrive. autocannon's `overallRate` is not
// that: it gives each connection a quota per second, renewed by per-connection timers that all
// start together, so twice a server's capacity arrived as one burst at the top of each second
// and an idle pause after it (the server was 70 % idle while it refused most of each burst).
import http from 'node:http';
import { latencyFigures } from './median.mjs';

/**
 * Sends `rate` requests a second for `seconds` to `url`, each made by `nextRequest()` as
 * `{ method, headers, body }`, over `connections` kept-alive connections opened beforehand (with
 * a GET of `warmUpUrl` each), as a reverse proxy in front of the server holds them. Opening them
 * under load is what a server directly exposed to a crowd of new visitors would face, and Node
 * takes one new connection per turn of its event loop (libuv since 2022): at twice capacity the
 * connections the client opened as the load began waited in the kernel for up to 3.5 s, while
 * a request on a kept one reached the server within 0.2 s. A latency is counted from the moment its request
 * was due, so a client that falls behind (every connection busy) shows as latency rather than as
 * a lower rate. Answers the status counts, the failures and the latencies (ms), in all and per
 * status.
 */
export async function steadyLoad({
  url,
  warmUpUrl,
  rate,
  seconds,
  nextRequest,
  connections = 1000,
  timeoutMs = 30_000,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  await Promise.all(
    Array.from(
      { length: connections },
      () =>
        new Promise((resolve, reject) =>
          http
            .get(warmUpUrl, { agent }, (response) => response.resume().on('end', resolve))
            .on('error', reject),
        ),
    ),
  );
  const statuses = {};
  const latencies = [];
  const byStatus = {};
  let errors = 0;
  let timeouts = 0;

  const send = (dueAt) =>
    new Promise((resolve) => {
      const { method, headers, body } = nextRequest();
      const request = http.request(url, {
        method,
        agent,
        timeout: timeoutMs,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const latency = performance.now() - dueAt;
          latencies.push(latency);
          (byStatus[response.statusCode] ??= []).push(latency);
          resolve();
        });
      });
      let timedOut = false;
      request.on('timeout', () => {
        timedOut = true;
        request.destroy();
      });
      request.on('error', () => {
        if (timedOut) timeouts += 1;
        else errors += 1;
        resolve();
      });
      request.end(body);
    });

  const total = Math.round(rate * seconds);
  const answers = [];
  const startedAt = performance.now();
  await new Promise((resolve) => {
    const sendDue = () => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1);
      while (answers.length < due) answers.push(send(startedAt + (answers.length * 1000) / rate));
      if (answers.length < total) setTimeout(sendDue, 2);
      else resolve();
    };
    sendDue();
  });
  await Promise.all(answers);
  agent.destroy();

  return {
    sent: total,
    statuses,
    errors,
    timeouts,
    latency: latencyFigures(latencies),
    latencyByStatus: Object.fromEntries(
      Object.entries(byStatus).map(([status, values]) => [status, latencyFigures(values)]),
    ),
  };
}
