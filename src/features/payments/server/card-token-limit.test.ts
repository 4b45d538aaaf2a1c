import { testApiHandler } from 'next-test-api-route-handler'; // must be the first import
import { apiHandler } from '@/lib/http';
import { clientTokenHandler } from './card-api';
import { createTestGateway } from './test-gateway';

// Each client token is a call to the gateway: a script asking in a loop meets a limit per address.
process.env.LOG_LEVEL = 'silent';
process.env.RATE_LIMITS = 'card-token=2/10m';

describe('GET /api/v1/braintree/token under its rate limit', () => {
  it('answers 429 with Retry-After and the card message past the limit for one address', async () => {
    const gateway = createTestGateway();
    const route = apiHandler({ GET: clientTokenHandler(() => gateway) });
    const statuses: number[] = [];
    let refused: { retryAfter: string | null; body: unknown } | undefined;
    await testApiHandler({
      pagesHandler: route,
      test: async ({ fetch }) => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const res = await fetch();
          statuses.push(res.status);
          if (res.status === 429) {
            refused = { retryAfter: res.headers.get('retry-after'), body: await res.json() };
          }
        }
      },
    });
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0);
    expect(refused?.body).toEqual({
      code: 429,
      title: 'Too Many Requests',
      message:
        'Too many card attempts. Please wait 10 minutes and try again, or call the restaurant to book.',
    });
  });
});
