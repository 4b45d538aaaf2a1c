import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { readJsonBody } from './read-body';

/** A request whose body arrives in `chunks`, one a turn of the event loop, without Content-Length. */
function request(chunks: string[], { end = true } = {}) {
  const stream = new PassThrough();
  const req = Object.assign(stream, {
    headers: { 'content-type': 'application/json' },
  }) as unknown as IncomingMessage;
  void (async () => {
    for (const chunk of chunks) {
      await new Promise((resolve) => setImmediate(resolve));
      stream.write(chunk);
    }
    if (end) stream.end();
    else stream.destroy();
  })();
  return req;
}

describe('readJsonBody', () => {
  it('reads a body sent in several pieces', async () => {
    await expect(
      readJsonBody(request(['{"name":', ' "Ada', '", "covers": 2}']), 1024),
    ).resolves.toEqual({
      name: 'Ada',
      covers: 2,
    });
  });

  it('refuses a body that grows past the limit without declaring its length, and reads no more', async () => {
    const req = request(['{"name": "', 'x'.repeat(600), 'x'.repeat(600), '"}']);
    await expect(readJsonBody(req, 1024)).rejects.toMatchObject({
      status: 413,
      payload: { message: 'The request body can be at most 1 KB.' },
    });
    expect(req.destroyed).toBe(true);
  });

  it('fails when the request ends before its body does', async () => {
    await expect(readJsonBody(request(['{"name": "A'], { end: false }), 1024)).rejects.toThrow(
      'The request ended before its body',
    );
  });

  it('answers a request that ends before its body with a 400, not a fault (nothing is logged)', async () => {
    await expect(
      readJsonBody(request(['{"name": "A'], { end: false }), 1024),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('is undefined for an empty body', async () => {
    await expect(readJsonBody(request([]), 1024)).resolves.toBeUndefined();
  });
});
