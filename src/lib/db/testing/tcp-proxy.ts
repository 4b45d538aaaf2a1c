import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the site and its PostgreSQL, to test outages without touching the real
 * server (others share it): `stop` refuses connections and breaks those open (PostgreSQL stopped),
 * `freeze` keeps every connection open but passes nothing either way, and accepts new ones that
 * then hear nothing (PostgreSQL hung, or a network partition), `resume` is the server back.
 */
export interface TcpProxy {
  /** The port the site connects to, on 127.0.0.1. */
  port: number;
  /** `url` with the proxy's host and port. */
  through(url: string): string;
  stop(): Promise<void>;
  freeze(): void;
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
}

/** Opens a proxy on 127.0.0.1 (a free port, or `port`) to `target`. */
export async function openTcpProxy(
  target: { host: string; port: number },
  port = 0,
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server | undefined;

  const connect = (pair: Pair) => {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('error', () => pair.client.destroy());
    pair.client.on('error', () => upstream.destroy());
    upstream.on('close', () => pair.client.destroy());
    pair.client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  };

  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const pair: Pair = { client };
        pairs.add(pair);
        client.on('error', () => client.destroy());
        client.on('close', () => pairs.delete(pair));
        if (frozen) client.pause();
        else connect(pair);
      });
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        const address = server!.address();
        resolve(typeof address === 'object' && address ? address.port : on);
      });
    });

  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
    });

  const boundPort = await listen(port);
  return {
    port: boundPort,
    through(url) {
      const address = new URL(url);
      address.hostname = '127.0.0.1';
      address.port = String(boundPort);
      return address.toString();
    },
    async stop() {
      frozen = false;
      await closeServer();
    },
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    async resume() {
      if (!server) {
        await listen(boundPort);
        return;
      }
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) {
          connect(pair);
          pair.client.resume();
          continue;
        }
        pair.client.pipe(pair.upstream);
        pair.upstream.pipe(pair.client);
      }
    },
    close: closeServer,
  };
}
