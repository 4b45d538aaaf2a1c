import { request } from 'node:http';

/** An answer as it came over the wire: its headers and its bytes, never decompressed. */
export interface RawAnswer {
  status: number;
  reason: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** The request target as sent, when it is not the URL's path (an absolute-form target). */
  target?: string;
  /** The client's own address (a 127.0.0.0/8 address other than 127.0.0.1 is another client). */
  localAddress?: string;
}

/**
 * One HTTP request on its own connection, with only the headers given (fetch would add
 * Accept-Encoding and decompress): what a test of a cache needs to see.
 */
export function rawRequest(url: string, options: RawRequest = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        ...(options.target !== undefined && { path: options.target }),
        headers: options.headers ?? {},
        localAddress: options.localAddress,
        agent: false,
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            reason: res.statusMessage ?? '',
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([name, value]) => [name, value?.toString()]),
            ),
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}
