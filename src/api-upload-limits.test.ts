import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { jobsMessages } from '@/features/jobs';
import applicationRoute from '@/pages/api/jobs/application';

// One application a window per address, so that the second is past the limit. Each test below
// posts from an address of its own (through a trusted proxy), so that only the first counts.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = 'form=1/10m';
process.env.TRUSTED_PROXIES = '127.0.0.1, ::1';

/** A body that sends `first` and then never ends, as a slow or hostile upload does. */
const endlessUpload = (first: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
  });

/**
 * A body that sends `first`, then `more` again and again for as long as it is read, up to `cap`
 * bytes. One chunk a turn of the event loop: a reader that never stops (fetch may go on reading a
 * body after the server has answered and closed) then neither starves the timers that end a test
 * nor fills the memory, as a source that answers every read at once did (it hung the worker).
 */
function boundlessUpload(first: Uint8Array, more: Uint8Array, cap = 64 * 1024 * 1024) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
      sent += first.length;
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (sent >= cap) return controller.close();
      controller.enqueue(more);
      sent += more.length;
    },
  });
  return { stream };
}

const boundary = 'tavola-cv-upload';
const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
/** The start of the site's form post: its values, then the head of the CV's file part. */
const formStart = (fileName: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="values"\r\n\r\n` +
  `${JSON.stringify({ jobId: 'job-1', email: 'ada@example.com' })}\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${fileName}"\r\n` +
  'Content-Type: application/pdf\r\n\r\n';

/** One post to the application route from `address`: its status and JSON answer. */
async function post(address: string, init: RequestInit, server?: { socket?: Socket }) {
  let answer = { status: 0, body: {} as Record<string, unknown> };
  await testApiHandler({
    pagesHandler: applicationRoute,
    requestPatcher: (req) => {
      if (server) server.socket = req.socket;
    },
    test: async ({ fetch }) => {
      const response = await fetch({
        method: 'POST',
        duplex: 'half',
        ...init,
        headers: { 'x-forwarded-for': address, ...init.headers },
      } as RequestInit);
      answer = {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
  });
  return answer;
}

describe('POST /api/jobs/application from an address past its form limit', () => {
  it('answers 429 before reading the CV it sends', async () => {
    const json = { 'content-type': 'application/json' };
    // The first attempt counts against the limit (and is refused for its fields).
    const first = await post('203.0.113.1', { headers: json, body: '{}' });
    expect(first.status).toBe(400);
    // The second never finishes sending: only a route that does not wait for it answers.
    const second = await post('203.0.113.1', {
      headers: json,
      body: endlessUpload(new TextEncoder().encode(' '.repeat(1024))),
    });
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({
      code: 429,
      message: expect.stringMatching(/^Too many messages sent from here/),
    });
  }, 10_000);
});

describe('POST /api/jobs/application as the site’s form (multipart), the CV read as it arrives', () => {
  it('refuses a program named cv.pdf at its first bytes, while the upload is still open', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(8192, 1)]);
    const first = Buffer.concat([Buffer.from(formStart('cv.pdf')), program]);
    const answer = await post('203.0.113.2', { headers: multipart, body: endlessUpload(first) });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 15,
        title: 'APPLICATION_VALIDATION_ERROR',
        message: 'Something went wrong validation the application, please try again.',
        issues: [{ field: 'resume', message: jobsMessages.resumeFormat }],
      },
    });
  }, 10_000);

  it('refuses a CV at its 5 MB and first byte, without reading the rest', async () => {
    const pdfStart = Buffer.concat([Buffer.from(formStart('cv.pdf')), Buffer.from('%PDF-1.7\n')]);
    const upload = boundlessUpload(pdfStart, new Uint8Array(64 * 1024).fill(0x20));
    const server: { socket?: Socket } = {};
    const answer = await post('203.0.113.3', { headers: multipart, body: upload.stream }, server);
    expect(answer).toEqual({
      status: 413,
      body: { code: 413, title: 'Payload Too Large', message: jobsMessages.resumeTooLarge },
    });
    // What the server took from the connection once it closed: the 5 MB read, and what its
    // buffers held, never the rest (the upload goes on to 64 MB for a server that reads it all).
    const socket = server.socket!;
    if (!socket.destroyed) await once(socket, 'close');
    const serverRead = socket.bytesRead;
    expect(serverRead).toBeGreaterThan(5 * 1024 * 1024);
    expect(serverRead).toBeLessThan(16 * 1024 * 1024);
  }, 20_000);
});
