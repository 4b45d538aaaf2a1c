import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler } from 'next';

/** A route served on a port of its own, until `close()`. */
export interface ServedRoute {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves one API route on Node's own server (127.0.0.1, a free port), as Next.js hands a route its
 * request: the body unread. For tests that stream a body, send less than they declare or go away
 * mid-upload, which the route harness's fetch (`fetchRoute`) cannot do.
 */
export async function serveRoute(route: NextApiHandler): Promise<ServedRoute> {
  const server = createServer(
    (req: IncomingMessage, res: ServerResponse) => void route(req as never, res as never),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
