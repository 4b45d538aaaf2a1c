import { expect, test } from '@playwright/test';

test('the home page loads with its styles and fonts, without console or CSP errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // The theme is applied: the off-white page background and the site's own font.
  const site = page.locator('.site');
  await expect(site).toHaveCSS('background-color', 'rgb(255, 245, 233)');
  await expect(page.locator('body')).toHaveCSS('font-family', /^Lato/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px Lato'))).toBe(true);

  await page.mouse.wheel(0, 2000); // bring lazy images and animated tiles into view
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
