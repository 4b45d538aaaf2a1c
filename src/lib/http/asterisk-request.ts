import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

let reading = false;

/**
 * `OPTIONS *` asks about the server rather than a resource (RFC 9110 §9.3.7), and any scanner sends
 * it; Node hands it on with the URL `*`, which Next.js cannot parse: a 500 and a logged TypeError.
 * Read as the site's root before Next sees it (Node's documented `http.server.request.start`
 * channel, published before the request reaches any handler), it is answered as `OPTIONS /` is:
 * 405 with `Allow`. Nothing of the response is touched. Once per process.
 */
export function readAsteriskRequestsAsRoot(): void {
  if (reading) return;
  reading = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    if (request.url === '*') request.url = '/';
  });
}
