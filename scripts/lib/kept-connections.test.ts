/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runOnKeptConnections } from '@/scripts/lib/kept-connections.mjs';

describe('latency on kept connections', () => {
  it('counts each connection’s first answer apart, so a wait to be accepted does not pass for the route’s latency', async () => {
    // The first request on each connection is held a second, as a busy server's accept holds it.
    const held = new WeakSet<object>();
    const server = http.createServer((request, response) => {
      const first = !held.has(request.socket);
      held.add(request.socket);
      setTimeout(() => response.end('ok'), first ? 1000 : 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const result = await runOnKeptConnections({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        connections: 4,
        amount: 200,
      });
      expect(result.requests.total).toBe(200);
      expect(result.firstOnConnection.count).toBe(4);
      expect(result.firstOnConnection.max).toBeGreaterThanOrEqual(1000);
      expect(result.kept.count).toBe(196);
      // Every held answer is among the first ones: none is left in the kept figures.
      expect(result.kept.max).toBeLessThan(result.firstOnConnection.max);
      expect(result.kept.p50).toBeLessThanOrEqual(result.kept.p99);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
