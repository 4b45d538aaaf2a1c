import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (as a keyboard user would) until `target` has the focus. */
export async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
