import { connect, type Socket } from 'node:net';
import type { LoadResult } from './load-result';

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
          options.onResponse?.(status, body.toString('utf8'));
        } catch {
          errors++;
          return;
        }
      }
    };
    await Promise.all(clients.map(loop));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    // Nearest rank: the latency at or below which a share p of the answers came, to 0.01 ms (a
    // cached page answers in a millisecond or two: whole milliseconds would hide the difference).
    const at = (p: number) =>
      latencies.length === 0
        ? 0
        : Math.round(latencies[Math.ceil(p * latencies.length) - 1]! * 100) / 100;
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

/** One keep-alive HTTP/1.1 connection, one request at a time; answers by Content-Length or chunks. */
class HttpConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private waiting?: {
    resolve(answer: { status: number; body: Buffer }): void;
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

  send(request: LoadRequest, host: string): Promise<{ status: number; body: Buffer }> {
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
    const chunked = /\r\ntransfer-encoding: *chunked/i.test(head);
    if (Number.isNaN(length) && !chunked) {
      this.waiting?.reject(new Error('An answer without Content-Length or chunks'));
      this.waiting = undefined;
      return;
    }
    const body = chunked
      ? chunkedBody(this.buffer, end + 4)
      : fixedBody(this.buffer, end + 4, length);
    if (!body) return; // not all of it yet
    this.buffer = this.buffer.subarray(body.end);
    const status = Number(head.slice(9, 12));
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status, body: body.bytes });
  }
}

interface Body {
  bytes: Buffer;
  /** Where the answer ends in the buffer. */
  end: number;
}

function fixedBody(buffer: Buffer, start: number, length: number): Body | undefined {
  if (buffer.length < start + length) return undefined;
  return { bytes: buffer.subarray(start, start + length), end: start + length };
}

/**
 * A chunked body (Next.js streams its pages so, gzipped or not): the chunks joined, once the last
 * (size 0, no trailers) has come.
 */
export function chunkedBody(buffer: Buffer, start: number): Body | undefined {
  const chunks: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('A chunk without a size');
    const dataStart = lineEnd + 2;
    if (size === 0) {
      if (buffer.length < dataStart + 2) return undefined;
      return { bytes: Buffer.concat(chunks), end: dataStart + 2 };
    }
    if (buffer.length < dataStart + size + 2) return undefined;
    chunks.push(buffer.subarray(dataStart, dataStart + size));
    at = dataStart + size + 2;
  }
}
