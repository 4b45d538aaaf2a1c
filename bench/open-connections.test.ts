import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunkedBody, loadOnOpenConnections } from './open-connections';

/** A server that answers /open at once and /work after `delayMs`, 409 for odd request numbers. */
function startServer(
  delayMs: number,
): Promise<{ server: Server; baseURL: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      const answer = (status: number, text: string) =>
        res.writeHead(status, { 'content-length': Buffer.byteLength(text) }).end(text);
      if (req.url === '/open') return answer(200, 'open');
      const n = Number(JSON.parse(body || '{}').n);
      setTimeout(() => answer(n % 2 ? 409 : 200, `{"n":${n}}`), delayMs);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
      }),
    ),
  );
}

describe('loadOnOpenConnections', () => {
  it('opens every connection first, then measures only the requests after, on those connections', async () => {
    const { server, baseURL, seen } = await startServer(5);
    let connections = 0;
    server.on('connection', () => connections++);
    const answers: string[] = [];
    try {
      const result = await loadOnOpenConnections('work', baseURL, {
        connections: 4,
        maxRequests: 40,
        seconds: 10,
        openWith: '/open',
        next: (n) => ({
          method: 'POST',
          path: '/work',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n }),
        }),
        onResponse: (status, body) => answers.push(`${status} ${body}`),
      });
      expect(connections).toBe(4);
      // The four openings came before any measured request, and are not counted.
      expect(seen.slice(0, 4)).toEqual(Array(4).fill('GET /open '));
      expect(seen.slice(4).every((line) => line.startsWith('POST /work {"n":'))).toBe(true);
      expect(result.statuses).toEqual({ 200: 20, 409: 20 });
      expect(result.non2xx).toBe(20);
      expect(result.errors).toBe(0);
      expect(answers).toHaveLength(40);
      expect(answers).toContain('409 {"n":39}');
      // Each request waited for the server's 5 ms, never for the connection.
      expect(result.p50Ms).toBeGreaterThanOrEqual(5);
      expect(result.p99Ms).toBeGreaterThanOrEqual(result.p50Ms);
    } finally {
      server.close();
    }
  });

  it('fails when the server closes a connection being opened, and loads only the local machine', async () => {
    const server = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const options = {
      connections: 2,
      maxRequests: 4,
      seconds: 5,
      openWith: '/open',
      next: () => ({ method: 'GET' as const, path: '/', headers: {} }),
    };
    try {
      await expect(loadOnOpenConnections('closed', baseURL, options)).rejects.toThrow(
        'The connection closed',
      );
      await expect(
        loadOnOpenConnections('remote', 'http://example.com:80', options),
      ).rejects.toThrow('Load only the local server');
    } finally {
      server.close();
    }
  });

  it('reads chunked answers (as Next.js streams its pages) and times them finer than a millisecond', async () => {
    const server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
      setTimeout(() => res.end('</html>'), 1);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const bodies: string[] = [];
    try {
      const result = await loadOnOpenConnections('chunked', baseURL, {
        connections: 2,
        maxRequests: 10,
        seconds: 5,
        openWith: '/',
        next: () => ({ method: 'GET', path: '/', headers: {} }),
        onResponse: (_, body) => bodies.push(body),
      });
      expect(result.statuses).toEqual({ 200: 10 });
      expect(result.errors).toBe(0);
      expect(bodies).toEqual(Array(10).fill('<html></html>'));
      // To 0.01 ms: hundredths, up to floating point (1.13 * 100 is 112.99999999999999).
      expect(result.p50Ms * 100).toBeCloseTo(Math.round(result.p50Ms * 100), 6);
      expect(result.p50Ms).toBeGreaterThanOrEqual(1);
    } finally {
      server.close();
    }
  });
});

describe('chunkedBody', () => {
  const answer = Buffer.from('HEAD\r\n\r\n5\r\nhello\r\n7\r\n, world\r\n0\r\n\r\nNEXT');

  it('joins the chunks and says where the answer ends', () => {
    const body = chunkedBody(answer, 8);
    expect(body?.bytes.toString()).toBe('hello, world');
    expect(answer.subarray(body!.end).toString()).toBe('NEXT');
  });

  it('waits for the last chunk', () => {
    expect(chunkedBody(answer.subarray(0, 30), 8)).toBeUndefined();
    expect(chunkedBody(answer.subarray(0, answer.length - 6), 8)).toBeUndefined();
  });
});
