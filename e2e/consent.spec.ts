import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingModal, chooseParty, chooseRestaurant, step } from './support/booking';

// Every other spec starts with a stored 'Reject all' (playwright.config.ts); here the diner is new.
test.use({ storageState: { cookies: [], origins: [] } });

// The tag manager the e2e server is built with (playwright.config.ts): nothing listens on the
// stand-in host; each test answers it here, so a request to it is a tag manager loading.
const gtmHost = 'http://127.0.0.1:3199';
const gtmScript = `${gtmHost}/gtm.js?id=GTM-TEST123`;

/**
 * A tiny container: it records its id and every event on the data layer, before and after it
 * arrived, as Tag Manager reads them.
 */
const standInContainer = `
  window.__gtm = { id: new URL(document.currentScript.src).searchParams.get('id'), events: [] };
  var seen = function (entry) { if (entry && entry.event) window.__gtm.events.push(entry.event); };
  window.dataLayer.forEach(seen);
  var push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = function () {
    Array.prototype.forEach.call(arguments, seen);
    return push.apply(null, arguments);
  };
`;

/** Answers the stand-in host; returns the addresses asked of it. */
async function standInTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`${gtmHost}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: standInContainer });
  });
  return requests;
}

const bar = (page: Page) => page.getByRole('region', { name: 'We use cookies' });

/** The data layer, each gtag() command as a plain array. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent');

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

test.describe('cookie consent', () => {
  test('a first visit shows the bar after the page; it is accessible and fits a 320 px phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const requests = await standInTagManager(page);
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('heading', { name: 'We use cookies' })).toBeVisible();
    await expect(bar(page)).toContainText(
      "We use necessary cookies to make our website work. With your consent, we'd also like to use cookies to measure its performance, understand how it's used, remember your preferences and show you relevant offers on other websites.",
    );
    for (const name of ['Accept all', 'Reject all', 'Choose']) {
      await expect(bar(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Nothing is wider than the phone, and the bar leaves most of the page in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(box.height).toBeLessThan(640 * 0.7);
    await expectNoSeriousA11yViolations(page);

    await bar(page).getByRole('button', { name: 'Choose' }).click();
    const panel = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(panel.getByRole('switch')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page);

    // Consent Mode's defaults are on the data layer, and no tag loaded without consent.
    expect((await dataLayer(page))[0]).toEqual(['consent', 'default', denied]);
    expect(requests).toEqual([]);
  });

  test('Reject all keeps the tag manager unloaded, and the choice survives a reload', async ({
    page,
  }) => {
    const requests = await standInTagManager(page);
    await page.goto('/about-us');
    await bar(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(bar(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
    const cookie = (await consentCookie(page))!;
    expect(cookie.value).toBe('v=1&performance=0&analytics=0&targeting=0&preferences=0');
    // Kept 30 days (a refusal is asked again after a month).
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(29.9 * 86_400);
    expect(cookie.expires - Date.now() / 1000).toBeLessThan(30.1 * 86_400);
    await page.waitForTimeout(1500);

    await page.reload();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    await expect(bar(page)).toBeHidden();
    const layer = await dataLayer(page);
    expect(layer.slice(0, 3)).toEqual([
      ['consent', 'default', denied],
      ['set', 'ads_data_redaction', true],
      ['consent', 'update', denied],
    ]);
    expect(requests).toEqual([]);
  });

  test('Accept all loads the tag manager, 1 s after the page, and again after a reload', async ({
    page,
  }) => {
    const requests = await standInTagManager(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.waitForTimeout(1200);
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    // Accepted after the page was ready: the container loads then, without a reload.
    await expect.poll(() => requests).toEqual([gtmScript]);
    await expect
      .poll(() => page.evaluate(() => (window as { __gtm?: { id: string } }).__gtm?.id))
      .toBe('GTM-TEST123');
    const cookie = (await consentCookie(page))!;
    expect(cookie.value).toBe('v=1&performance=1&analytics=1&targeting=1&preferences=1');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364.9 * 86_400);

    await page.reload();
    await expect.poll(() => requests).toHaveLength(2);
    await expect(bar(page)).toBeHidden();
    const layer = await dataLayer(page);
    // The defaults, then the stored choice, then the container: before any tag runs.
    expect(layer.slice(0, 3)).toEqual([
      ['consent', 'default', denied],
      ['set', 'ads_data_redaction', true],
      [
        'consent',
        'update',
        Object.fromEntries(Object.keys(denied).map((type) => [type, 'granted'])),
      ],
    ]);
    const start = layer.findIndex((entry) => (entry as { event?: string }).event === 'gtm.js');
    expect(start).toBeGreaterThan(2);
    // gtm.start is at least a second after the page's load event.
    const loadEnd = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    expect((layer[start] as { 'gtm.start': number })['gtm.start'] - loadEnd).toBeGreaterThanOrEqual(
      990,
    );
  });

  test("'Cookie settings' in the footer reopens the bar; a changed choice is kept", async ({
    page,
  }) => {
    await standInTagManager(page);
    await page.goto('/about-us');
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(bar(page)).toBeHidden();

    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(bar(page)).toBeFocused();
    await bar(page).getByRole('button', { name: 'Choose' }).click();
    const panel = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(panel.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(panel.getByRole('switch', { name: 'Necessary' })).toBeChecked();
    for (const name of ['Performance', 'Analytics', 'Targeting (marketing)', 'Site Preferences']) {
      await expect(panel.getByRole('switch', { name })).toBeChecked();
    }
    // By keyboard: Space turns Targeting off, then Save.
    await panel.getByRole('switch', { name: 'Targeting (marketing)' }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel).toBeHidden();
    await expect(bar(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await consentCookie(page))!.value).toBe(
      'v=1&performance=1&analytics=1&targeting=0&preferences=1',
    );
    const updates = (await dataLayer(page)).filter(
      (entry) => Array.isArray(entry) && entry[1] === 'update',
    ) as [string, string, Record<string, string>][];
    expect(updates.at(-1)![2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  test("the booking journey's events reach the tag manager after consent", async ({ page }) => {
    const requests = await standInTagManager(page);
    await page.goto('/find-us');
    await bar(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => requests).toHaveLength(1);

    await page.evaluate(() => (window.location.hash = 'booking'));
    await chooseRestaurant(bookingModal(page), 'Leeds', 'Leeds Trinity');
    await expect
      .poll(() =>
        page.evaluate(() => (window as { __gtm?: { events: string[] } }).__gtm?.events ?? []),
      )
      .toContain('booking_restaurant_selected');
  });

  test('at 390 px the booking modal is never covered: the bar steps aside while it is open', async ({
    page,
  }) => {
    await standInTagManager(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/find-us');
    await expect(bar(page)).toBeVisible();

    await page.evaluate(() => (window.location.hash = 'booking'));
    const modal = bookingModal(page);
    await expect(modal).toBeVisible();
    await expect(bar(page)).toBeHidden();
    // Each click lands on its control (Playwright refuses a covered one).
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await chooseParty(modal);
    await expect(step(modal, 3, 'Select a restaurant and time')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
    await expect(bar(page)).toBeVisible();

    // At the end of the page the bar sits after the footer: nothing of the footer is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(bar(page)).toBeFocused();
  });

  test('a diner who has chosen never downloads the bar, until Cookie settings', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([
      {
        name: 'cookie_consent',
        value: 'v=1&performance=0&analytics=0&targeting=0&preferences=0',
        url: baseURL!,
      },
    ]);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const barCode = (texts: string[]) =>
      texts.filter((text) => text.includes('We use necessary cookies')).length;
    expect(barCode(await Promise.all(scripts))).toBe(0);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(bar(page)).toBeVisible();
    expect(barCode(await Promise.all(scripts))).toBe(1);
  });
});
