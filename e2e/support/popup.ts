import { expect, type Page } from '@playwright/test';

/** The newsletter popup of the content (entry `popup-newsletter`), as a diner finds it. */
export const newsletterPopup = (page: Page) =>
  page.getByRole('dialog', { name: 'Join the Tavola family' });

/** The localStorage key that keeps the popup closed (src/features/shell/components/global-popup-dismissal.ts). */
export const newsletterDismissalKey = 'tavola.popup.popup-newsletter.dismissed-until';

/**
 * A returning visitor who closed the newsletter popup on an earlier visit: it stays closed (on a
 * slow machine its 8 s may pass before a test reaches what it tests). Call before `page.goto`.
 */
export async function dismissNewsletterPopupEarlier(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const aDay = 24 * 60 * 60 * 1000;
    window.localStorage.setItem(key, String(Date.now() + aDay));
  }, newsletterDismissalKey);
}

/** Closes the popup with its Close button and checks it has gone. */
export async function closeNewsletterPopup(page: Page): Promise<void> {
  const popup = newsletterPopup(page);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
}
