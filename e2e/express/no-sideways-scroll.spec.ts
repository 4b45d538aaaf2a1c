import { expect, test } from '@playwright/test';
import { bookingDate, openBookingModal } from '../support/booking';
import { sidewaysOverflow } from '../support/sideways';
import { chooseTime, fillDetails, searchLocation } from './support';

/**
 * No page of the second brand scrolls sideways on a phone (issue 18: its header was 403 px wide at
 * 390 px, the logo would not shrink). Every kind of route Tavola Express has, at 320 and 390 px,
 * with the booking open where a page has one.
 */
const routes = [
  '/',
  '/find-us',
  '/find-us#booking',
  '/book-now',
  '/our-menu',
  '/menu/express-menu',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/restaurants/london',
  '/restaurants/london/kings-cross',
  '/restaurants/london/kings-cross/book-now',
  '/restaurants/london/kings-cross/menu',
  '/restaurants/manchester/piccadilly',
  '/no-such-page-at-all',
];

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const route of routes) {
      test(`${route} does not scroll sideways`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysOverflow(page, width);
        expect(
          overflow.scrollWidth,
          `${route} is ${overflow.scrollWidth} px wide at ${width} px: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(width);
      });
    }

    test('the booking stays inside the screen, from its times to the card guarantee', async ({
      page,
    }) => {
      const modal = await openBookingModal(page, '/find-us');
      // The page behind the modal (its map) is checked above; here, what the modal holds.
      const inside = async (state: string) => {
        const past = await modal.evaluate(
          (dialog, viewport) =>
            [...dialog.querySelectorAll('*')]
              .filter((element) => element.getBoundingClientRect().right > viewport)
              .map(
                (element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
              ),
          width,
        );
        expect(past, `${state} reaches past ${width} px`).toEqual([]);
      };
      await searchLocation(modal, 'London');
      await modal.getByRole('radio', { name: 'Table booking' }).check();
      await modal.getByLabel('Adults').selectOption('10');
      await modal.getByRole('button', { name: 'Next', exact: true }).click();
      await modal.getByRole('textbox', { name: 'Date' }).fill(bookingDate(402).typed);
      await expect(modal.getByRole('alert')).toBeVisible();
      await inside('the horizon message');
      await modal.getByRole('textbox', { name: 'Date' }).fill(bookingDate(69).typed);
      await chooseTime(modal);
      await inside('step 2 with its times');
      await modal.getByRole('button', { name: 'Next', exact: true }).click();
      await fillDetails(modal, 'narrow@example.com');
      await modal.getByRole('button', { name: 'Card Guarantee' }).click();
      await expect(modal.getByLabel('Card number')).toBeVisible();
      await inside('the card guarantee');
    });

    test('the header keeps the logo, the menu button and Book a table inside the screen', async ({
      page,
    }) => {
      await page.goto('/contact');
      const header = page.getByRole('banner');
      for (const part of [
        header.getByRole('link', { name: 'Tavola Express home' }),
        header.getByRole('button', { name: 'Menu' }),
        header.getByRole('link', { name: 'Book a table' }),
      ]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const logo = header.getByRole('img', { name: 'Tavola Express' });
      const box = (await logo.boundingBox())!;
      // Shrunk, not squashed: the logo keeps its shape (620 x 120).
      expect(box.width / box.height).toBeCloseTo(620 / 120, 1);
    });
  });
}
