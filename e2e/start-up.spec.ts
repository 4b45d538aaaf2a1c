import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routeProgressMessages } from '../src/features/shell/messages';
import { CHUNK_RELOAD_STORAGE_KEY } from '../src/features/shell/start-up/chunk-reload';
import { expectNoSeriousA11yViolations } from './support/axe';

// Start-up robustness (spec 1 §4, §8, §9): old service workers cleared, a failed chunk reloads the
// page at most once a minute, the route-change progress bar, and prefetching on idle.

/** The browser chunk that holds only the given tile block (a `next/dynamic` import). */
function blockChunk(block: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), '.next', 'react-loadable-manifest.json'), 'utf8'),
  ) as Record<string, { files: string[] }>;
  const entries = Object.entries(manifest).filter(([key]) =>
    key.startsWith('registry/tile-blocks'),
  );
  const own = entries.find(([key]) => key.endsWith(`-> ${block}`));
  if (!own) throw new Error(`No chunk for ${block} in the build`);
  const others = new Set(entries.filter((entry) => entry !== own).flatMap(([, e]) => e.files));
  const unique = own[1].files.filter((file) => file.endsWith('.js') && !others.has(file));
  expect(unique).toHaveLength(1);
  return `/_next/${unique[0]}`;
}

/** Counts the documents the page loads: the first visit, then each reload or hard navigation. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents += 1;
    }
  });
  return () => documents;
}

test.describe('start-up', () => {
  test('old service workers and their caches are gone once a page has loaded', async ({
    page,
    context,
  }) => {
    // An older site's worker and cache, left in the browser. The site ships no worker: this one
    // and the page that registers it exist only in this test.
    await context.route('**/e2e-old-site/**', (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({
            contentType: 'text/javascript',
            headers: { 'Service-Worker-Allowed': '/' },
            body: "self.addEventListener('fetch', () => {});",
          })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Old</title>' }),
    );
    await page.goto('/e2e-old-site/index.html');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/e2e-old-site/worker.js', { scope: '/' });
      await navigator.serviceWorker.ready;
      const cache = await caches.open('old-site-pages-v1');
      await cache.put('/about-us', new Response('stale page'));
    });
    const stores = () =>
      page.evaluate(async () => ({
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: await caches.keys(),
      }));
    expect(await stores()).toEqual({ workers: 1, caches: ['old-site-pages-v1'] });

    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.poll(stores, { timeout: 10_000 }).toEqual({ workers: 0, caches: [] });
  });

  test('a chunk that fails to load reloads the page once, and not again within the minute', async ({
    page,
  }) => {
    const signUpChunk = blockChunk('@/blocks/sign-up-form/sign-up-form-block');
    const contactChunk = blockChunk('@/blocks/contact-form/contact-form-block');
    // The sign-up form's chunk fails once (a network blip, or a deploy under way); the contact
    // form's fails every time.
    let signUpFailures = 0;
    await page.route(
      (url) => url.pathname === signUpChunk || url.pathname === contactChunk,
      async (route) => {
        if (new URL(route.request().url()).pathname === contactChunk) return route.abort();
        if (signUpFailures++ === 0) return route.abort('connectionreset');
        return route.continue();
      },
    );
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
    const documents = countDocuments(page);

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    // The form's chunk fails on the way: the page reloads itself, once, and the form is there.
    await expect.poll(documents).toBe(2);
    await expect(page.getByRole('button', { name: 'Sign me up' })).toBeVisible();
    // (The reload also cuts short whatever else was loading: only the form's chunk counts.)
    expect(failed.filter((chunk) => chunk === signUpChunk)).toHaveLength(1);
    expect(
      await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_STORAGE_KEY),
    ).toMatch(/^\d+$/);

    // Another chunk fails within the minute: no reload this time (no reload loop).
    type WithRouter = { next?: { router?: { push(url: string): Promise<boolean> } } };
    await page.waitForFunction(() => (window as unknown as WithRouter).next?.router); // hydrated
    await page.evaluate(() => (window as unknown as WithRouter).next!.router!.push('/contact'));
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => failed).toContain(contactChunk);
    await page.waitForTimeout(1500);
    expect(documents()).toBe(2);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a slow route change shows the 4 px progress bar in the loading colour, then it goes', async ({
    page,
  }) => {
    await page.goto('/');
    // The page's data is slow, whoever asks: a cached page's data is prefetched when its link
    // comes into view, and the navigation then waits for that same request.
    await page.route('**/_next/data/**/sign-up.json*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }).click();

    const bar = page.locator('[data-route-progress]');
    await expect(bar).toHaveAttribute('data-route-progress', 'loading');
    // What the page shows while it loads, read at one moment: checked one after another on a busy
    // machine, the last checks came after the page's data and found the bar gone.
    const loading = await page.evaluate((message) => {
      const shown = document.querySelector<HTMLElement>('[data-route-progress]');
      const style = shown && getComputedStyle(shown);
      return {
        phase: shown?.dataset.routeProgress,
        height: style?.height,
        position: style?.position,
        top: style?.top,
        color: style?.backgroundColor,
        busy: document.querySelector('main')?.getAttribute('aria-busy'),
        loadingStatuses: [...document.querySelectorAll('[role="status"]')].filter(
          (status) => status.textContent === message,
        ).length,
      };
    }, routeProgressMessages.loading);
    expect(loading).toMatchObject({
      phase: 'loading',
      height: '4px',
      position: 'fixed',
      top: '0px',
      color: 'rgb(202, 75, 47)', // the settings' #ca4b2f
      busy: 'true',
      loadingStatuses: 1, // one polite 'Loading the page'
    });
    await expectNoSeriousA11yViolations(page);

    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('button', { name: 'Sign me up' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy');
  });

  test('the progress bar shows for 5 s at most', async ({ page }) => {
    await page.goto('/');
    await page.route('**/_next/data/**/sign-up.json*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => {});
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }).click();
    const bar = page.locator('[data-route-progress]');
    await expect(bar).toBeVisible();
    const shown = Date.now();
    await expect(bar).toHaveCount(0, { timeout: 7000 });
    expect(Date.now() - shown).toBeLessThan(6000);
    await expect(page).not.toHaveURL(/\/sign-up$/); // still loading, the bar gone all the same
  });
});

/** Records every page the router is asked to prefetch, from the moment it exists. */
async function recordPrefetches(page: Page) {
  await page.addInitScript(() => {
    const record: string[] = [];
    Object.assign(window, { prefetchedPages: record });
    const timer = setInterval(() => {
      const router = (
        window as unknown as {
          next?: { router?: { prefetch: (url: string, ...rest: unknown[]) => Promise<void> } };
        }
      ).next?.router;
      if (!router) return;
      clearInterval(timer);
      const prefetch = router.prefetch.bind(router);
      router.prefetch = (url: string, ...rest: unknown[]) => {
        record.push(url);
        return prefetch(url, ...rest);
      };
    }, 1);
  });
  return () =>
    page.evaluate(() => (window as unknown as { prefetchedPages: string[] }).prefetchedPages);
}

/** Requests for the code of content pages (/{id1}), which the home page does not use itself. */
function countContentPageCode(page: Page): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (/\/_next\/static\/chunks\/pages\/(%5B|\[)id1(%5D|\])/.test(request.url())) requests += 1;
  });
  return () => requests;
}

test.describe('prefetch (spec 1 §9)', () => {
  test('pages linked in view are prefetched once the browser is idle', async ({ page }) => {
    const prefetched = await recordPrefetches(page);
    const contentPageCode = countContentPageCode(page);
    await page.goto('/');
    // The header's and each tile's links prefetch once that part has hydrated (in slices, after
    // the page) and the browser is idle: on a slow machine past a poll's 5 s (seen once in a run).
    const hydrated = { timeout: 20_000 };
    await expect.poll(prefetched, hydrated).toContain('/find-us');
    await expect.poll(contentPageCode, hydrated).toBeGreaterThan(0);
    // The footer is far below: its links wait until they come into view.
    expect(await prefetched()).not.toContain('/sign-up');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Sign Up Here' })
      .scrollIntoViewIfNeeded();
    await expect.poll(prefetched).toContain('/sign-up');
  });

  for (const [what, connection] of [
    ['a data-saver connection', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    test(`nothing is prefetched on ${what}`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', { value, configurable: true });
      }, connection);
      const prefetched = await recordPrefetches(page);
      const contentPageCode = countContentPageCode(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2500); // past the 2000 ms idle timeout
      expect(await prefetched()).toEqual([]);
      expect(contentPageCode()).toBe(0);
      // The links work all the same.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }).click();
      // Not prefetched, the page's code and data load on the click: slow on a busy machine.
      await expect(page.getByRole('button', { name: 'Sign me up' })).toBeVisible({
        timeout: 15_000,
      });
    });
  }
});
