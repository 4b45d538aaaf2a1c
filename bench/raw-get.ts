import { get, type IncomingHttpHeaders } from 'node:http';
import { acceptGzip } from './load';

/** One answer as it came: status, headers and the body's bytes, still compressed. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET as a browser sends it (gzip), without fetch's decompression: the bytes on the wire. */
export function rawGet(
  url: string,
  headers: Record<string, string> = acceptGzip,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/** Asks for `url` until the cache tier answers it from its cache (X-Cache: HIT), 10 tries. */
export async function untilHit(url: string): Promise<RawAnswer> {
  for (let i = 0; i < 10; i++) {
    const answer = await rawGet(url);
    if (answer.headers['x-cache'] === 'HIT') return answer;
  }
  throw new Error(`The cache tier never answered ${url} from its cache`);
}
