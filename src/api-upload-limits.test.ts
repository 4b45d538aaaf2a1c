import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import applicationRoute from '@/pages/api/jobs/application';

// One application a window per address, so that the second is past the limit.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = 'form=1/10m';

/** A body that sends its first kilobyte and then never ends, as a slow or hostile upload does. */
const endlessUpload = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
    },
  });

describe('POST /api/jobs/application from an address past its form limit', () => {
  it('answers 429 before reading the CV it sends', async () => {
    await testApiHandler({
      pagesHandler: applicationRoute,
      test: async ({ fetch }) => {
        // The first attempt counts against the limit (and is refused for its fields).
        const first = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(first.status).toBe(400);
        // The second never finishes sending: only a route that does not wait for it answers.
        const second = await fetch({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: endlessUpload(),
          duplex: 'half',
        } as RequestInit);
        expect(second.status).toBe(429);
        expect(await second.json()).toMatchObject({
          code: 429,
          message: expect.stringMatching(/^Too many messages sent from here/),
        });
      },
    });
  }, 10_000);
});
