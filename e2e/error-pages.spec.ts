import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

test.describe('error pages', () => {
  test('an unknown route answers 404 with the message and a link home', async ({ page }) => {
    // Three segments match no route (one or two would be a content page lookup).
    const response = await page.goto('/no/such/route');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('This page could not be found', { exact: true })).toBeVisible();

    const home = page.getByRole('link', { name: 'Return to homepage' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
  });

  test('a path longer than any page answers the 404 page', async ({ page }) => {
    // Past 512 characters the proxy serves the 404 page itself: Next keeps nothing for the path.
    for (const path of [`/${'x'.repeat(600)}`, `/restaurants/london/${'x'.repeat(2000)}`]) {
      const response = await page.goto(path);
      expect([path.length, response?.status()]).toEqual([path.length, 404]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText(/This page could not be found/)).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('a route that throws answers 500 without revealing the error', async ({ page }) => {
    const response = await page.goto('/_diagnostics/thrown-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500');
    await expect(page.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(page.getByText(/internal details/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('a route that throws a page error shows its message with status 500', async ({ page }) => {
    const response = await page.goto('/_diagnostics/page-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500');
    await expect(page.getByText('A diagnostic failure with a message for diners')).toBeVisible();
  });

  test('the 500 page is inside the site: header, footer and a way on', async ({ page }) => {
    const response = await page.goto('/_diagnostics/thrown-error');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500');
    await expectNoSeriousA11yViolations(page);
  });

  test('a bad URL encoding is the client’s error: 400, inside the site', async ({ page }) => {
    for (const path of ['/restaurants/%ZZ', '/restaurants/london/%E0%A4%A']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 400]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('400');
      await expect(page.getByText('Bad Request', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute(
        'href',
        '/',
      );
    }
    await expectNoSeriousA11yViolations(page);
  });
});
