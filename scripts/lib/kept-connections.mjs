// Latency of a closed-loop autocannon run as a route shows it: on connections already open.
// Each run opens its connections as it starts, and a busy Node server accepts one new connection
// per turn of its event loop (libuv, since pull request 3696). At 50 connections the first
// request of the last ones accepted waited 0.3 to 1.5 s for it; those 30 of some 5,000 requests
// were the price route's whole p99 (every answer over 300 ms was a connection's first), so the
// figure swung with where the 1 % line fell among them. Behind a proxy that keeps its
// connections, as the deploy guide's does, no request waits for one to be accepted. Each
// connection's first answer is counted apart, so that wait still shows.

import autocannon from 'autocannon';
import { latencyFigures } from './median.mjs';

/**
 * Runs `autocannon(options)` and answers its result with `kept` (p50, p99 and max in ms, and how
 * many, of the answers after each connection's first) and `firstOnConnection` (how many first
 * answers there were, and the slowest).
 */
export async function runOnKeptConnections(options) {
  const run = autocannon(options);
  const answered = new WeakSet();
  const kept = [];
  const first = [];
  // autocannon reports each answer with the client (one per connection) that had it.
  run.on('response', (client, _status, _bytes, ms) => {
    if (answered.has(client)) kept.push(ms);
    else {
      answered.add(client);
      first.push(ms);
    }
  });
  const result = await run;
  // In whole ms, as autocannon's own figures.
  const whole = (figures) =>
    Object.fromEntries(Object.entries(figures).map(([name, ms]) => [name, Math.round(ms)]));
  return {
    ...result,
    kept: { ...whole(latencyFigures(kept)), count: kept.length },
    firstOnConnection: { count: first.length, max: Math.round(Math.max(0, ...first)) },
  };
}
