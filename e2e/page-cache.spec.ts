import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

// Issue 17: content pages come from a cache of rendered pages (ISR). One HTML serves every
// visitor until the next revalidation, so nothing in it may depend on the moment.

const hash = async (response: APIResponse | null) =>
  createHash('sha256')
    .update(await response!.body())
    .digest('hex');

/**
 * Asks for `path` until the cache answers it fresh (HIT). Every render carries its time, so a copy
 * older than the revalidate period (60 s: this run is longer) answers STALE once and is rendered
 * again behind that answer; the copy after it is the one the next minute's visitors share.
 */
async function untilCached(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT');
}

test.describe('the cache of rendered pages', () => {
  test('serves a content page from the cache, with a CDN policy of 60 s fresh and 5 min stale', async ({
    request,
  }) => {
    // Not /about-us: e2e/content-api.spec.ts revalidates it, maybe between these two requests.
    await untilCached(request, '/faqs');
    const first = await request.get('/faqs');
    const second = await request.get('/faqs');
    expect(first.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    expect(second.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=300');
    expect(await hash(second)).toBe(await hash(first));
  });

  test('an unknown path is the 404 page inside the layout, cached like the others', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page-at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  });

  test("a restaurant page's opening state is right at 10:59 and at 11:01 from one cached HTML", async ({
    browser,
    request,
  }) => {
    // London Soho opens at 11:00 on Saturdays; 6 March 2027 is a Saturday in GMT.
    const path = '/restaurants/london/soho';
    await untilCached(request, path);
    const cached = await request.get(path);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    // The HTML says nothing about now: the state is decided in the browser.
    expect(await cached.text()).not.toMatch(/data-testid="opening-status"[^>]*>\s*<strong/);

    const states: string[] = [];
    const bodies: string[] = [];
    for (const time of ['2027-03-06T10:59:00Z', '2027-03-06T11:01:00Z']) {
      const context = await browser.newContext({
        storageState: 'e2e/support/consent-rejected.json',
      });
      const page = await context.newPage();
      await page.clock.install({ time });
      const response = await page.goto(path);
      expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
      bodies.push(await hash(await page.request.get(path)));
      const status = page.getByTestId('opening-status');
      await expect(status).toContainText(/Open|Closed/);
      states.push((await status.innerText()).trim());
      await context.close();
    }
    expect(bodies[0]).toBe(bodies[1]);
    expect(states[0]).toMatch(/^Closed/);
    expect(states[1]).toMatch(/^Open/);
  });

  test('draft mode is always rendered fresh and never cached, and never reaches diners', async ({
    browser,
  }) => {
    const editor = await browser.newContext({ storageState: 'e2e/support/consent-rejected.json' });
    const page = await editor.newPage();
    await page.goto('/api/draft?secret=e2e-preview-secret-value&path=/about-us');
    // Each request is a new render (its ETag changes with the render time), never a stored one.
    const etags = new Set<string | undefined>();
    for (let i = 0; i < 2; i++) {
      const response = await page.reload();
      expect(response?.headers()['cache-control']).toMatch(/^private, .*no-store/);
      etags.add(response?.headers().etag);
      await expect(page.getByText('Preview: you are seeing draft content.')).toBeVisible();
    }
    expect(etags.size).toBe(2);
    await editor.close();

    const diner = await browser.newContext({ storageState: 'e2e/support/consent-rejected.json' });
    const dinerPage = await diner.newPage();
    const response = await dinerPage.goto('/about-us');
    expect(response?.headers()['x-nextjs-cache']).toMatch(/HIT|STALE|MISS/);
    await expect(dinerPage.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(dinerPage.getByText('Preview: you are seeing draft content.')).toHaveCount(0);
    await diner.close();
  });
});
