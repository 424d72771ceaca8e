/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { KEEP_ALIVE_MS, keepIdleConnections } from '@/lib/server/http/keepAlive';

describe('keepIdleConnections', () => {
  it('keeps an idle connection for 65 s, tells the client so, and reuses the connection', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    keepIdleConnections(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000); // above a common proxy's idle timeout
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.get({ port, host: '127.0.0.1', agent }, (res) => {
          sockets.add(req.socket);
          res.resume();
          res.on('end', () => resolve(res));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      expect(first.headers['keep-alive']).toBe('timeout=65');
      await get();
      expect(sockets.size).toBe(1); // the second request went over the first one's connection
    } finally {
      agent.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});
