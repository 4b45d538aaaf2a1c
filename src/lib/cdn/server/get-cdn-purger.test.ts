import { parseConfig } from '@/lib/config';
import { startFakeVarnish, type FakeVarnish } from '../testing/fake-varnish';
import { CloudflarePurger } from './cloudflare-purger';
import { FastlyPurger } from './fastly-purger';
import { createCdnPurger } from './get-cdn-purger';
import { VarnishPurger } from './varnish-purger';

describe('the configured purger', () => {
  it('is none without CDN_PURGE: no cache tier, nothing purged', () => {
    expect(createCdnPurger(parseConfig({}))).toBeNull();
  });

  it("is Fastly's or Cloudflare's as CDN_PURGE says", () => {
    const fastly = createCdnPurger(
      parseConfig({
        CDN_PURGE: 'fastly',
        FASTLY_API_TOKEN: 'fastly-token_0123456789abcdef',
        FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
      }),
    );
    expect(fastly).toBeInstanceOf(FastlyPurger);
    expect(fastly?.name).toBe('fastly');
    const cloudflare = createCdnPurger(
      parseConfig({
        CDN_PURGE: 'cloudflare',
        CLOUDFLARE_API_TOKEN: 'cloudflare-token_0123456789abcdef',
        CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
      }),
    );
    expect(cloudflare).toBeInstanceOf(CloudflarePurger);
    expect(cloudflare?.name).toBe('cloudflare');
  });

  describe('with CDN_PURGE=varnish', () => {
    let nodes: FakeVarnish[];
    beforeAll(async () => {
      nodes = [await startFakeVarnish(), await startFakeVarnish()];
    });
    afterAll(() => Promise.all(nodes.map((node) => node.close())));

    it('purges every Varnish of CDN_PURGE_URL', async () => {
      const purger = createCdnPurger(
        parseConfig({
          CDN_PURGE: 'varnish',
          CDN_PURGE_URL: `${nodes[0]!.baseUrl}, ${nodes[1]!.baseUrl}/`,
        }),
      );
      expect(purger).toBeInstanceOf(VarnishPurger);
      await purger!.purge(['page-abc']);
      expect(nodes.map((node) => node.purges)).toEqual([[['page-abc']], [['page-abc']]]);
      expect(nodes[1]!.requests[0]!.path).toBe('/');
    });
  });
});
