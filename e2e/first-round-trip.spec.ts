import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

// A connection's first round trip delivers about 14 KB (TCP's initial window: 10 segments of 1,460
// bytes). A page whose HTML, gzip and headers, fits in it starts painting a round trip sooner on a
// phone's network (150 ms on Lighthouse's mobile one). The pages a diner lands on most, the largest
// menu among them, stay within it.
const firstRoundTrip = 10 * 1460;

/** The bytes a page's answer takes on the wire, gzip: its status line and headers, then its body. */
function bytesOnTheWire(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      bytes += 2;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

for (const path of [
  '/',
  '/restaurants/london/soho',
  '/find-us',
  '/menu/main-menu',
  '/restaurants/london/covent-garden/menu/main-menu',
]) {
  test(`${path} arrives in a connection's first round trip`, async ({ baseURL }) => {
    const answer = await bytesOnTheWire(baseURL + path);
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBeLessThanOrEqual(firstRoundTrip);
  });
}
