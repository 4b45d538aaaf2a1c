import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { request } from 'node:http';
import pino from 'pino';
import { apiHandler, type MethodHandler } from './api-handler';
import { httpError } from './errors';
import { limitByAddress } from './rate-limit';
import { serveRoute, type ServedRoute } from './testing/serve-route';

process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = 'form=2/10m';
process.env.SITE_URL = 'https://www.tavola.example';

const stored: unknown[] = [];
const store: MethodHandler = (req) => {
  stored.push(req.body);
  return { statusCode: 200 };
};
const signUp = apiHandler({ GET: () => 'read', POST: store, DELETE: store });

/** One request to `route` through the test harness: its status and JSON answer. */
async function send(route: typeof signUp, init: RequestInit & { url?: string } = {}) {
  let answer: { status: number; body: unknown } | undefined;
  await testApiHandler({
    pagesHandler: route,
    url: init.url,
    test: async ({ fetch }) => {
      const res = await fetch(init);
      answer = { status: res.status, body: await res.json() };
    },
  });
  return answer!;
}

const signUpBody = JSON.stringify({ email: 'ada@example.com', smsConsent: true });

beforeEach(() => {
  stored.length = 0;
});

describe('apiHandler refuses writes another site sends through a visitor’s browser', () => {
  const crossSite = {
    code: 403,
    title: 'Forbidden',
    message:
      'This request came from another website and was refused. Please use the form on this site.',
  };
  /** A JSON-only route's answer to any other body. */
  const notJson = {
    code: 415,
    title: 'Unsupported Media Type',
    message: 'Send the request body as JSON, with Content-Type: application/json.',
  };

  it('refuses a Blob posted with no Content-Type (fetch no-cors: no preflight), storing nothing', async () => {
    const res = await send(signUp, { method: 'POST', body: new Blob([signUpBody]) });
    expect(res).toEqual({ status: 415, body: notJson });
    expect(stored).toEqual([]);
  });

  it('refuses a multipart form on a JSON-only route (415), storing nothing', async () => {
    const form = new FormData();
    form.append('values', signUpBody);
    form.append('file', new Blob(['%PDF-1.7']), 'cv.pdf');
    const res = await send(signUp, { method: 'POST', body: form });
    expect(res).toEqual({ status: 415, body: notJson });
    expect(stored).toEqual([]);
  });

  it('on a route that takes multipart, leaves it unread for the form; anything else but JSON is 415', async () => {
    const upload = apiHandler(
      { POST: (req) => ({ unread: !req.readableEnded, body: req.body ?? null }) },
      { multipart: true },
    );
    const form = new FormData();
    form.append('values', signUpBody);
    expect(await send(upload, { method: 'POST', body: form })).toEqual({
      status: 200,
      body: { unread: true, body: null },
    });
    const json = { 'content-type': 'application/json' };
    expect(await send(upload, { method: 'POST', headers: json, body: '{"a":1}' })).toEqual({
      status: 200,
      body: { unread: false, body: { a: 1 } },
    });
    expect(await send(upload, { method: 'POST', body: new Blob(['x']) })).toEqual({
      status: 415,
      body: {
        code: 415,
        title: 'Unsupported Media Type',
        message:
          'Send the request body as JSON (Content-Type: application/json), or as a form with its file (multipart/form-data).',
      },
    });
  });

  it('refuses another site’s multipart form with 403, also on a route that takes one', async () => {
    let handled = 0;
    const upload = apiHandler({ POST: () => ++handled }, { multipart: true });
    const fromBrowsers: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of fromBrowsers) {
      const form = new FormData();
      form.append('values', signUpBody);
      form.append('resume', new Blob(['%PDF-1.7']), 'cv.pdf');
      expect(await send(upload, { method: 'POST', headers, body: form })).toEqual({
        status: 403,
        body: crossSite,
      });
    }
    expect(handled).toBe(0);
  });

  it('refuses Sec-Fetch-Site: cross-site, and an Origin that is not this site, with 403', async () => {
    const json = { 'content-type': 'application/json' };
    const fromBrowser = await send(signUp, {
      method: 'POST',
      headers: { ...json, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: signUpBody,
    });
    expect(fromBrowser).toEqual({ status: 403, body: crossSite });
    const olderBrowser = await send(signUp, {
      method: 'DELETE',
      headers: { ...json, origin: 'https://evil.example' },
      body: signUpBody,
    });
    expect(olderBrowser).toEqual({ status: 403, body: crossSite });
    const sandboxed = await send(signUp, {
      method: 'POST',
      headers: { ...json, origin: 'null' },
      body: signUpBody,
    });
    expect(sandboxed).toEqual({ status: 403, body: crossSite });
    expect(stored).toEqual([]);
  });

  it('takes the site’s own posts, same-site ones and server-to-server calls', async () => {
    const json = { 'content-type': 'application/json' };
    const posts = [
      { ...json, 'sec-fetch-site': 'same-origin', origin: 'https://www.tavola.example' },
      { ...json, 'sec-fetch-site': 'same-site', origin: 'https://book.tavola.example' },
      { ...json, origin: 'https://www.tavola.example' },
      // A webhook or a mail provider: neither header.
      json,
    ];
    for (const headers of posts) {
      expect((await send(signUp, { method: 'POST', headers, body: signUpBody })).status).toBe(200);
    }
    expect(stored).toHaveLength(4);
  });

  it('still answers another site’s reads', async () => {
    const read = await send(signUp, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(read).toEqual({ status: 200, body: 'read' });
  });
});

describe('apiHandler refuses text that cannot be stored', () => {
  const json = { 'content-type': 'application/json' };
  const unstorable =
    'This text has a character that cannot be stored (a NUL byte or half of an emoji). Please remove it.';

  it('answers 400 naming the field of a body with a NUL byte or half a surrogate pair', async () => {
    const nul = await send(signUp, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ experience: [{ employer: 'Tavola' }, { employer: 'Ta\u0000vola' }] }),
    });
    expect(nul).toEqual({
      status: 400,
      body: {
        code: 400,
        title: 'Bad Request',
        message: `experience.1.employer: ${unstorable}`,
        issues: [{ field: 'experience.1.employer', message: unstorable }],
      },
    });
    const surrogate = await send(signUp, {
      method: 'POST',
      headers: json,
      body: '{"resume": {"name": "cv\\ud83c.pdf"}}',
    });
    expect(surrogate).toMatchObject({ status: 400, body: { issues: [{ field: 'resume.name' }] } });
    expect(stored).toEqual([]);
  });

  it('leaves the query to the route, which refuses it in its own words', async () => {
    const search = apiHandler({
      GET: (req) => {
        if (String(req.query.query).includes('\u0000'))
          throw httpError(400, 'Invalid search query.');
        return [];
      },
    });
    const res = await send(search, { url: '/?query=Leeds%00' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Invalid search query.' } });
  });
});

describe('apiHandler refuses a large upload before reading it', () => {
  const uploadLimit = 8 * 1024 * 1024;
  let handled = 0;
  const upload = apiHandler(
    {
      POST: async (req) => {
        handled++;
        await limitByAddress(req, 'form');
        return { statusCode: 200 };
      },
    },
    { bodyLimitBytes: uploadLimit, addressLimit: 'form', concurrentPerAddress: 2 },
  );
  let served: ServedRoute;
  let port: number;
  beforeAll(async () => {
    // Node's own server, as Next.js hands the route the request: its body unread.
    served = await serveRoute(upload);
    port = served.port;
  });
  // The same upload without limits, for a client that goes away.
  const plainUpload = apiHandler(
    { POST: () => ({ statusCode: 200 }) },
    { bodyLimitBytes: uploadLimit },
  );
  let plainServed: ServedRoute;
  let plainPort: number;
  beforeAll(async () => {
    plainServed = await serveRoute(plainUpload);
    plainPort = plainServed.port;
  });
  afterAll(() => served.close());
  afterAll(() => plainServed.close());

  /**
   * Starts an upload that declares `length` bytes and sends only the first kilobyte: answered
   * only by a server that did not wait for the rest of it. `finish` sends the rest.
   */
  function startUpload(length = 7 * 1024 * 1024, headers: Record<string, string> = {}, to = port) {
    const req = request({
      port: to,
      host: '127.0.0.1',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
    });
    const answered = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      });
      req.on('error', reject);
    });
    req.write(' '.repeat(1024));
    const finish = () => req.end(`${' '.repeat(length - 1026)}{}`);
    return { answered, finish, abort: () => req.destroy() };
  }

  it('answers 413 from Content-Length alone, past the route’s own limit', async () => {
    const { answered, abort } = startUpload(uploadLimit + 1);
    await expect(answered).resolves.toMatchObject({
      status: 413,
      body: { message: 'The request body can be at most 8192 KB.' },
    });
    abort();
  });

  it('caps the uploads one address has under way at once', async () => {
    const first = startUpload();
    const second = startUpload();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = startUpload();
    await expect(third.answered).resolves.toEqual({
      status: 429,
      body: {
        code: 429,
        title: 'Too Many Requests',
        message:
          'Too many uploads from here at once. Please wait for the others to finish and try again.',
      },
    });
    first.finish();
    second.finish();
    await expect(first.answered).resolves.toMatchObject({ status: 200 });
    await expect(second.answered).resolves.toMatchObject({ status: 200 });
    third.abort();
  });

  it('answers 429 to an address past the route’s limit before reading its body', async () => {
    // The limit (form=2/10m) was spent by the two uploads above: the next one is not read at all.
    handled = 0;
    const { answered, abort } = startUpload();
    await expect(answered).resolves.toMatchObject({
      status: 429,
      body: { message: expect.stringMatching(/^Too many messages sent from here/) },
    });
    expect(handled).toBe(0);
    abort();
  });
  it('takes a cut-off upload as the client’s doing: nothing logged as a failure', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logKey = Symbol.for('tavola.logger');
    const globals = globalThis as Record<symbol, unknown>;
    const siteLog = globals[logKey];
    globals[logKey] = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    try {
      const { answered, abort } = startUpload(2 * 1024 * 1024, {}, plainPort);
      const cutOff = answered.catch(() => 'cut off');
      await new Promise((resolve) => setTimeout(resolve, 100));
      abort();
      expect(await cutOff).toBe('cut off');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.map((line) => line.msg)).toContain('request');
    } finally {
      globals[logKey] = siteLog;
    }
  });
});
