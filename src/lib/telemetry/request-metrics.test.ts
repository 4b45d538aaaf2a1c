import { metrics, resetMetrics } from './metrics';
import { recordRequest } from './request-metrics';

const counts = async () =>
  (await metrics().requestSeconds.get()).values
    .filter((entry) => entry.metricName === 'tavola_http_request_duration_seconds_count')
    .map((entry) => ({ ...entry.labels, count: entry.value }));

describe('recordRequest', () => {
  beforeEach(() => resetMetrics());

  it('counts a request by its route template, method and status, never its address', async () => {
    recordRequest(
      {
        'next.route': '/booking/[token]',
        'http.method': 'GET',
        'http.status_code': 404,
        'http.target': '/booking/a-secret-token?email=zoe@example.com',
      },
      0.012,
    );
    expect(await counts()).toEqual([
      { route: '/booking/[token]', method: 'GET', status: '404', count: 1 },
    ]);
    expect(await metrics().registry.metrics()).not.toContain('a-secret-token');
  });

  it("skips the router's span that hands the request on (next.bubble), and bounds odd methods", async () => {
    recordRequest({ 'http.method': 'GET', 'http.status_code': 200, 'next.bubble': true }, 0.001);
    recordRequest({ 'http.method': 'BREW', 'http.status_code': 405 }, 0.001);
    expect(await counts()).toEqual([
      { route: 'unmatched', method: 'OTHER', status: '405', count: 1 },
    ]);
  });
});
