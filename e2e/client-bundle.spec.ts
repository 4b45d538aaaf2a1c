import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  browserChunks,
  liveUpdatesTrace,
  serverOnlyCodeIn,
  tileSchemaTraces,
  tracesInFirstLoad,
  zodTrace,
} from './support/client-bundle';

// The tile registry's server half (definitions, schemas, fixtures, loaders, prepareTiles) never
// reaches the browser: the build these tests run against is read chunk by chunk.
test('no browser chunk holds a tile definition, schema, fixture or loader', () => {
  const chunks = browserChunks(path.join(process.cwd(), '.next'));
  // The right files are read: the browser half of the registry is among them.
  expect(chunks.some(({ text }) => text.includes('The site has no block for tiles of type'))).toBe(
    true,
  );
  expect(serverOnlyCodeIn(chunks)).toEqual([]);
});

// Draft mode's live updates (the SDK subscription, the tile schemas that re-parse an edit) are a
// chunk imported on demand when a page's props carry the raw page entry, which only draft mode's
// do: no page of the build loads it first.
test('no page loads the live-update code or a tile schema with its first scripts', () => {
  const dist = path.join(process.cwd(), '.next');
  const chunks = browserChunks(dist);
  // The live-update chunk exists, with the schemas it parses with.
  const live = chunks.filter(({ text }) => text.includes(liveUpdatesTrace));
  expect(live).toHaveLength(1);
  expect(live[0]!.text).toContain(tileSchemaTraces['the hero schema']);

  const traces = [liveUpdatesTrace, ...Object.values(tileSchemaTraces)];
  expect(tracesInFirstLoad(dist, traces)).toEqual([]);
});

test('a diner on the home page downloads none of the live-update code', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(3);
  expect(texts.filter((text) => text.includes(liveUpdatesTrace))).toHaveLength(0);
});

// The forms' code (react-hook-form, zod, the captcha) is loaded only by pages that show a form:
// on the home page, every first-load kilobyte counts (ARCHITECTURE §7: 150 KB gzip).
test('the home page loads no form code until a form is shown', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const texts = await Promise.all(scripts);
  expect(texts.length).toBeGreaterThan(3);
  expect(texts.filter((text) => text.includes('HookFormControlContext'))).toHaveLength(0);
  // Nor zod: the layout reads the brand's colours without the settings' schema (about 30 KB).
  expect(texts.filter((text) => text.includes(zodTrace))).toHaveLength(0);

  await page.goto('/sign-up', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign me up' })).toBeVisible();
  const withForm = await Promise.all(scripts);
  expect(withForm.some((text) => text.includes('HookFormControlContext'))).toBe(true);
});

// zod (about 30 KB gzip) is for forms and the server's reading of content. The pages a diner most
// often lands on show no form when they load: their first scripts hold none of it, which keeps
// their hydration short (Lighthouse's total blocking time) and the home page within 150 KB.
test('the home, content, restaurant and menu pages load no zod with their first scripts', () => {
  const landingPages = [
    '/',
    '/[id1]',
    '/restaurants/[city]',
    '/restaurants/[city]/[slug]',
    '/menu',
    '/menu/[id]',
  ];
  const dist = path.join(process.cwd(), '.next');
  expect(tracesInFirstLoad(dist, [zodTrace], landingPages)).toEqual([]);
});
