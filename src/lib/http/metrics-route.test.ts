import { metrics } from '@/lib/telemetry';
import { apiHandler } from './api-handler';
import { metricsHandler } from './metrics-route';
import { fetchRoute } from './testing/call-route';

process.env.LOG_LEVEL = 'silent';
process.env.METRICS_TOKEN = 'a-metrics-token-for-the-tests';

const route = apiHandler({
  GET: metricsHandler(async () => ({ outboxBacklog: 3, outboxOldestSeconds: 42.5 })),
});
const scrape = (authorization?: string) =>
  fetchRoute(route, { headers: authorization ? { authorization } : {} });

describe('GET /api/metrics', () => {
  it('answers the counters in Prometheus text to the bearer of METRICS_TOKEN', async () => {
    metrics().bookings.inc();
    metrics().bookingRefusals.labels({ code: '4' }).inc();
    const { status, text } = await scrape('Bearer a-metrics-token-for-the-tests');
    expect(status).toBe(200);
    expect(text).toMatch(/^tavola_bookings_total 1$/m);
    expect(text).toMatch(/^tavola_booking_refusals_total\{code="4"\} 1$/m);
    expect(text).toMatch(/^tavola_outbox_backlog 3$/m);
    expect(text).toMatch(/^tavola_outbox_oldest_unsent_seconds 42.5$/m);
  });

  it('refuses a wrong or missing token with 401', async () => {
    expect((await scrape('Bearer not-the-metrics-token-at-all')).status).toBe(401);
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Basic a-metrics-token-for-the-tests')).status).toBe(401);
  });

  it('is not there (404) when METRICS_TOKEN is unset', async () => {
    delete process.env.METRICS_TOKEN;
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./metrics-route');
      const handler = await import('./api-handler');
      const unset = handler.apiHandler({
        GET: fresh.metricsHandler(async () => ({ outboxBacklog: 0, outboxOldestSeconds: 0 })),
      });
      const { status } = await fetchRoute(unset, {
        headers: { authorization: 'Bearer a-metrics-token-for-the-tests' },
      });
      expect(status).toBe(404);
    });
  });
});
