import type { Server } from 'node:http';

/**
 * How long the server keeps an idle keep-alive connection open: longer than the proxies and pooling clients in
 * front of it keep theirs (60 s is a common idle timeout for load balancers and nginx upstreams), so the client
 * is always the side that closes an idle connection. With Node's default of 5 s the server closes first, and a
 * request the client sends on that connection at the same moment fails with a reset; the e2e run saw exactly
 * that (ECONNRESET on an API request made after a page that took 16 s).
 */
export const KEEP_ALIVE_MS = 65_000;

/** Sets the server's idle keep-alive timeout (KEEP_ALIVE_MS) and a header timeout just above it. */
export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Kept above the keep-alive timeout, as Node's documentation has long advised, so the header timer never ends
  // a connection the keep-alive timer still holds open. A slow client still has at most 66 s for its headers.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
