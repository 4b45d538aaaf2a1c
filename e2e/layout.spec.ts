import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  bookingDate,
  chooseParty,
  chooseRestaurant,
  chooseTimeMenuAndExtras,
  fillDetails,
  openBookingModal,
  step,
} from './support/booking';
import { contrastRatio, textAndBackground } from './support/contrast';

/** Layout and accessibility details of issue 18, each where a diner saw it. */

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('the footer', () => {
  for (const width of [390, 1280]) {
    test(`its social icons keep the inset of the text around them at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about-us');
      const footer = page.locator('footer');
      const icons = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
      const links = footer.getByRole('navigation', { name: 'Footer' }).getByRole('list');
      await expect(icons.first()).toBeVisible();
      if (width < 768) {
        // Stacked under the newsletter: the first icon lines up with its text.
        const text = await box(footer.getByText('Newsletter', { exact: true }));
        expect(Math.round((await box(icons.first())).x)).toBe(Math.round(text.x));
      } else {
        // Beside it, to the right: the last icon ends where the footer's links end.
        const last = await box(icons.last());
        const row = await box(links);
        expect(Math.round(last.x + last.width)).toBe(Math.round(row.x + row.width));
      }
    });
  }

  test('the back-to-top button stands out over the footer and over the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about-us');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await expect(button).toHaveCSS('opacity', '1');
    const footer = page.locator('footer');
    const over = await box(button);
    const under = await box(footer);
    expect(over.y, 'the button is over the footer').toBeGreaterThan(under.y);

    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        fill: style.backgroundColor,
        ring: style.borderTopColor,
        ringWidth: parseFloat(style.borderTopWidth),
      };
    });
    const footerColour = await footer.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    const pageColour = await page
      .locator('.site')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // WCAG 1.4.11: a control's edge is at least 3:1 against what is behind it.
    const edge = (behind: string) =>
      Math.max(
        contrastRatio(look.fill, behind),
        look.ringWidth >= 2 ? contrastRatio(look.ring, behind) : 0,
      );
    expect(edge(footerColour), 'over the footer').toBeGreaterThanOrEqual(3);
    expect(edge(pageColour), 'over the page').toBeGreaterThanOrEqual(3);
  });
});

test.describe('the booking modal', () => {
  test('on a desktop the month sits beside the party and time, not below them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    const party = step(modal, 2, 'Table size, time and date');
    const month = await box(party.getByRole('grid'));
    const dialog = await box(modal);
    for (const name of ['Adults', 'Children', 'Time']) {
      const select = await box(party.getByLabel(name));
      expect(month.x, `the month is right of ${name}`).toBeGreaterThan(select.x + select.width);
    }
    const adults = await box(party.getByLabel('Adults'));
    const date = await box(party.getByRole('textbox', { name: 'Date' }));
    expect(date.y, 'the date starts level with the party').toBeLessThan(adults.y + adults.height);
    // Beside them it takes the room they leave, well under half the dialog's height.
    expect(month.height).toBeLessThan(dialog.height / 2);
    await expect(party.getByRole('button', { name: 'Check availability' })).toBeInViewport();
  });

  test('a hovered time is tinted, never filled like the chosen one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await chooseParty(modal, { date: bookingDate(63).typed });
    const times = step(modal, 3, 'Select a restaurant and time')
      .getByRole('group', { name: 'Leeds Trinity' })
      .getByRole('button');
    const slot = times.first();
    await expect(slot).toHaveAttribute('aria-pressed', 'false');
    const resting = await textAndBackground(slot);
    await slot.hover();
    // Hover styles settle after Bootstrap's transition.
    await page.waitForTimeout(300);
    const hovered = await textAndBackground(slot);
    const card = await textAndBackground(modal.getByRole('group', { name: 'Leeds Trinity' }));

    expect(hovered.background, 'a hover shows').not.toBe(resting.background);
    expect(hovered.text, 'the time keeps its colour').toBe(resting.text);
    // A tint of the card, where the chosen time is filled with the brand colour (10:1).
    expect(contrastRatio(hovered.background, card.background)).toBeLessThan(1.5);
  });

  test('the thanks panel passes axe and its Close reads at 4.5:1', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await chooseParty(modal, { time: '12:30', date: bookingDate(64).typed });
    await chooseTimeMenuAndExtras(modal, 'Leeds Trinity', '12:30');
    await fillDetails(modal, 'thanks-layout@example.com');
    await modal.getByRole('button', { name: 'Book Now' }).click();
    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();

    const close = modal
      .getByRole('region', { name: 'Your booking is confirmed.' })
      .getByRole('button', { name: 'Close', exact: true });
    const { text, background } = await textAndBackground(close);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a restaurant page', () => {
  test("'Open' reads at 4.5:1 and the page passes axe", async ({ page }) => {
    // A Wednesday at 14:00 in London: Leeds Trinity is open.
    await page.clock.setFixedTime(new Date('2026-06-17T13:00:00Z'));
    await page.goto('/restaurants/leeds/trinity');
    const open = page.getByTestId('opening-status').getByText('Open', { exact: true });
    await expect(open).toBeVisible();
    const { text, background } = await textAndBackground(open);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    await expectNoSeriousA11yViolations(page);
  });
});
