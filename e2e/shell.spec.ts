import { expect, test } from '@playwright/test';
import { londonYear } from '../src/lib/clock/london';

test.describe('site shell', () => {
  test('the header has links and a dropdown; Book Now leads to the booking', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menus = nav.getByRole('button', { name: 'Menus' });
    await menus.click();
    await expect(menus).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Kids' }).click();
    await expect(page).toHaveURL(/\/kids$/);
    await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/#booking');
  });

  test('on a small screen the header collapses to a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Find a restaurant' }).click();
    await expect(page).toHaveURL(/\/find-us$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('the header turns solid after 250 px; back-to-top shows after 600 px', async ({ page }) => {
    await page.goto('/privacy-policy');
    const header = page.locator('header');
    const backToTop = page.locator('button', { hasText: 'Back to top' });
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-solid', 'true');
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-solid', 'false');
    await expect(header.getByRole('link', { name: 'Tavola home' })).toBeFocused();
  });

  test('the footer has the newsletter line, links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'Sign Up Here' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(footer).toContainText(`© ${londonYear(new Date())} Tavola`);
    // Tavola's colours, which its settings leave at the theme's own.
    await expect(footer).toHaveCSS('background-color', 'rgb(36, 71, 66)');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#244742');
    await expect(
      footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('settings that fail to load give the 500 page with the message', async ({ page }) => {
    const response = await page.goto('/_diagnostics/settings-missing');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('500');
    await expect(page.getByText('Settings is not defined', { exact: true })).toBeVisible();
  });
});
