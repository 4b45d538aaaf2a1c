import { connect, type Socket } from 'node:net';
import type { LoadResult } from './load';

/** One request of the load. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A bounded closed-loop load on connections already open, as a CDN or a load balancer keeps them
 * to the site: `connections` keep-alive connections are opened first (each asks for `openWith`
 * once, all answered before anything is timed), then each sends `next()` requests one after
 * another, its next as soon as its last is answered, until `maxRequests` in all or `seconds`.
 * A request is timed from the moment it is written to the end of its answer.
 *
 * autocannon times a connection's first request from before the connection is even made, while
 * it sets up its other connections (half a millisecond each on this machine): the first request
 * of 50 new connections waits 20-40 ms before the server sees it, whatever the server does (the
 * minimal app's own API route measures a p99 of 30-50 ms at 50 new connections here). That is
 * the load generator starting, not the site answering. The client here is as lean as autocannon's
 * (raw sockets, the answer read by its Content-Length), so it takes little of the machine's CPU
 * from the server.
 */
export async function loadOnOpenConnections(
  name: string,
  baseURL: string,
  options: {
    connections: number;
    maxRequests: number;
    seconds: number;
    /** A path each connection GETs once before the measured requests, to open it. */
    openWith: string;
    next: (index: number) => LoadRequest;
    onResponse?: (status: number, body: string) => void;
  },
): Promise<LoadResult> {
  const { hostname, port } = new URL(baseURL);
  if (!['127.0.0.1', 'localhost'].includes(hostname)) throw new Error('Load only the local server');
  const host = `${hostname}:${port}`;
  const clients = await Promise.all(
    Array.from({ length: options.connections }, () => HttpConnection.open(hostname, Number(port))),
  );
  try {
    // Every connection opened, and its first answer read, before anything is timed.
    await Promise.all(
      clients.map((client) =>
        client.send({ method: 'GET', path: options.openWith, headers: {} }, host),
      ),
    );
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let sent = 0;
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    const loop = async (client: HttpConnection) => {
      while (sent < options.maxRequests && performance.now() < deadline) {
        const request = options.next(sent++);
        const begun = performance.now();
        try {
          const { status, body } = await client.send(request, host);
          latencies.push(performance.now() - begun);
          statuses[status] = (statuses[status] ?? 0) + 1;
          options.onResponse?.(status, body);
        } catch {
          errors++;
          return;
        }
      }
    };
    await Promise.all(clients.map(loop));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    // Nearest rank: the latency at or below which a share p of the answers came.
    const at = (p: number) =>
      latencies.length === 0 ? 0 : Math.round(latencies[Math.ceil(p * latencies.length) - 1]!);
    return {
      name,
      requestsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors,
      non2xx: Object.entries(statuses)
        .filter(([status]) => !status.startsWith('2'))
        .reduce((sum, [, n]) => sum + n, 0),
      statuses,
    };
  } finally {
    for (const client of clients) client.close();
  }
}

/** One keep-alive HTTP/1.1 connection, one request at a time; answers must carry Content-Length. */
class HttpConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: {
    resolve(answer: { status: number; body: string }): void;
    reject(error: Error): void;
  };

  private constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.received(chunk));
    const fail = (error: Error) => {
      this.waiting?.reject(error);
      this.waiting = undefined;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('The connection closed')));
  }

  static open(host: string, port: number): Promise<HttpConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host, port }, () => resolve(new HttpConnection(socket)));
      socket.once('error', reject);
    });
  }

  send(request: LoadRequest, host: string): Promise<{ status: number; body: string }> {
    const body = request.body ?? '';
    const head = [
      `${request.method} ${request.path} HTTP/1.1`,
      `host: ${host}`,
      ...Object.entries(request.headers).map(([key, value]) => `${key}: ${value}`),
      ...(request.method === 'POST' ? [`content-length: ${Buffer.byteLength(body)}`] : []),
      '',
      '',
    ].join('\r\n');
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(head + body);
    });
  }

  close() {
    this.socket.destroy();
  }

  private received(chunk: Buffer) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? NaN);
    if (Number.isNaN(length)) {
      this.waiting?.reject(new Error('An answer without Content-Length'));
      this.waiting = undefined;
      return;
    }
    if (this.buffer.length < end + 4 + length) return;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    const status = Number(head.slice(9, 12));
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status, body });
  }
}
