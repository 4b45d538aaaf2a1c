import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingModal, step } from './support/booking';

const bookNow = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Book Now' });

test.describe('where the booking starts', () => {
  test('on the home page Book Now starts the in-page booking and scrolls to it', async ({
    page,
  }) => {
    await page.goto('/');
    await bookNow(page).click();
    const strip = page.locator('#booking-strip');
    const first = step(strip, 1, 'Select a restaurant');
    await expect(first).toBeVisible();
    await expect(first).toBeInViewport();
    await expect(bookingModal(page)).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
    await expectNoSeriousA11yViolations(page);
  });

  test("a restaurant page's booking strip books that restaurant", async ({ page }) => {
    await page.goto('/restaurants/leeds/trinity');
    await bookNow(page).click();
    const strip = page.locator('#booking-strip');
    await expect(step(strip, 1, 'Select a restaurant')).toContainText('Leeds Trinity');
    await expect(step(strip, 2, 'Table size, time and date')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  test('elsewhere Book Now opens the Book a Table modal', async ({ page }) => {
    await page.goto('/faqs');
    await bookNow(page).click();
    await expect(bookingModal(page)).toBeVisible();
    await expect(page).toHaveURL(/#booking$/);
  });

  test('/book-now lists the locations, then creates the booking for the one chosen', async ({
    page,
  }) => {
    await page.goto('/book-now');
    const modal = page.getByRole('dialog', { name: 'Please select a location.' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: /^Leeds Trinity/ }).click();
    const booking = page.getByRole('dialog', { name: 'Create your booking' });
    await expect(step(booking, 2, 'Table size, time and date')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expectNoSeriousA11yViolations(page);
    await booking.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a restaurant's book-now address opens the booking with it chosen", async ({ page }) => {
    await page.goto('/restaurants/leeds/trinity/book-now');
    const booking = page.getByRole('dialog', { name: 'Create your booking' });
    await expect(step(booking, 1, 'Select a restaurant')).toContainText('Leeds Trinity');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Leeds Trinity');
  });
});
