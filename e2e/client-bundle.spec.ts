import path from 'node:path';
import { expect, test } from '@playwright/test';
import { browserChunks, serverOnlyCodeIn } from './support/client-bundle';

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

  await page.goto('/sign-up', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign me up' })).toBeVisible();
  const withForm = await Promise.all(scripts);
  expect(withForm.some((text) => text.includes('HookFormControlContext'))).toBe(true);
});
