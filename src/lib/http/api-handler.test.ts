import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { z } from 'zod';
import { apiHandler, reply } from './api-handler';
import { HttpError, httpError } from './errors';

process.env.LOG_LEVEL = 'silent';

const bookingQuery = z.object({ adults: z.coerce.number().int().min(1).max(100) });

const handler = apiHandler({
  GET: (req) => ({ adults: bookingQuery.parse(req.query).adults }),
  POST: (req) => {
    const body = z.object({ name: z.string().min(1), covers: z.number() }).parse(req.body);
    if (body.name === 'teapot') throw httpError(409, 'That name is taken.');
    if (body.name === 'gone')
      throw new HttpError(409, {
        code: 4,
        title: 'BOOKING_NO_FREE_SLOT',
        message: 'Sorry, this restaurant is unable to accept a booking.',
      });
    if (body.name === 'crash') throw new Error('connection string postgres://secret');
    return reply(201, { created: body.name }, { Location: '/things/1' });
  },
});

describe('apiHandler', () => {
  it('answers 200 with what the handler returns', async () => {
    await testApiHandler({
      pagesHandler: handler,
      url: '/?adults=4',
      test: async ({ fetch }) => {
        const res = await fetch();
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ adults: 4 });
        expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      },
    });
  });

  it('answers a Reply with its status and headers', async () => {
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Ada', covers: 2 }),
        });
        expect(res.status).toBe(201);
        expect(res.headers.get('location')).toBe('/things/1');
        expect(await res.json()).toEqual({ created: 'Ada' });
      },
    });
  });

  it('answers 405 with Allow for a method it does not handle', async () => {
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({ method: 'DELETE' });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, POST, HEAD');
        expect(await res.json()).toEqual({
          code: 405,
          title: 'Method Not Allowed',
          message: 'The DELETE method is not allowed here. Use GET, POST, HEAD.',
        });
      },
    });
  });

  it('answers 400 naming the invalid field and the reason', async () => {
    await testApiHandler({
      pagesHandler: handler,
      url: '/?adults=101',
      test: async ({ fetch }) => {
        const res = await fetch();
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body).toMatchObject({ code: 400, title: 'Bad Request' });
        expect(body.message).toMatch(/^adults: Too big: expected number to be <=100$/);
        expect(body.issues).toEqual([{ field: 'adults', message: expect.any(String) }]);
      },
    });
  });

  it('names every invalid field of a body', async () => {
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: '', covers: 'two' }),
        });
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual([
          'name',
          'covers',
        ]);
        expect(body.message).toMatch(/^name: .+; covers: .+$/);
      },
    });
  });

  it('answers a typed error with its status and error payload', async () => {
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'gone', covers: 2 }),
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          code: 4,
          title: 'BOOKING_NO_FREE_SLOT',
          message: 'Sorry, this restaurant is unable to accept a booking.',
        });
      },
    });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    await testApiHandler({
      pagesHandler: handler,
      test: async ({ fetch }) => {
        const res = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'crash', covers: 2 }),
        });
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(text).not.toContain('secret');
        expect(JSON.parse(text)).toEqual({
          code: 500,
          title: 'Internal Server Error',
          message: 'Sorry, something went wrong. Please try again.',
        });
      },
    });
  });

  it('answers HEAD like GET, without a body', async () => {
    await testApiHandler({
      pagesHandler: handler,
      url: '/?adults=2',
      test: async ({ fetch }) => {
        const res = await fetch({ method: 'HEAD' });
        expect(res.status).toBe(200);
        expect(await res.text()).toBe('');
      },
    });
  });

  describe('the body, read by apiHandler rather than Next.js (every failure is JSON)', () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; type: string | null; json: unknown }>((resolve, reject) => {
        void testApiHandler({
          pagesHandler: handler,
          test: async ({ fetch }) => {
            const res = await fetch({
              method: 'POST',
              headers: { 'content-type': 'application/json', ...headers },
              body,
            });
            resolve({
              status: res.status,
              type: res.headers.get('content-type'),
              json: await res.json(),
            });
          },
        }).catch(reject);
      });

    it('answers 400 JSON for a body that is not JSON', async () => {
      expect(await post('{"name": "Ada",')).toEqual({
        status: 400,
        type: expect.stringMatching(/^application\/json/),
        json: { code: 400, title: 'Bad Request', message: 'The request body is not valid JSON.' },
      });
    });

    it('answers 413 JSON for a body over the limit', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(70 * 1024), covers: 2 });
      expect(await post(big)).toEqual({
        status: 413,
        type: expect.stringMatching(/^application\/json/),
        json: {
          code: 413,
          title: 'Payload Too Large',
          message: 'The request body can be at most 64 KB.',
        },
      });
    });

    it('answers 415 JSON for a body sent as something else', async () => {
      const answer = await post('name=Ada', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(answer.status).toBe(415);
      expect(answer.json).toMatchObject({ code: 415, title: 'Unsupported Media Type' });
    });

    it('reads a JSON body into req.body', async () => {
      expect((await post(JSON.stringify({ name: 'Ada', covers: 2 }))).json).toEqual({
        created: 'Ada',
      });
    });

    it('marks the route so that Next.js leaves the body to it', () => {
      expect(handler.config).toEqual({ api: { bodyParser: false } });
    });
  });

  it('leaves a cacheable answer as the handler set it (a CDN compresses it once for everyone)', async () => {
    const cacheable = apiHandler({
      GET: (_req, res) => {
        res.setHeader('Cache-Control', 'public, max-age=60');
        return { cached: true };
      },
    });
    await testApiHandler({
      pagesHandler: cacheable,
      test: async ({ fetch }) => {
        expect((await fetch()).headers.get('cache-control')).toBe('public, max-age=60');
      },
    });
  });

  it('is never cached unless the handler says so, errors included', async () => {
    await testApiHandler({
      pagesHandler: handler,
      url: '/?adults=2',
      test: async ({ fetch }) => {
        expect((await fetch()).headers.get('cache-control')).toBe('no-store');
        expect((await fetch({ method: 'DELETE' })).headers.get('cache-control')).toBe('no-store');
      },
    });
  });
});
