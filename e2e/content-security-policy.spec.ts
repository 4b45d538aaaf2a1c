import { expect, test, type Page } from '@playwright/test';

// The site's own scripts keep to its Content-Security-Policy (script-src 'self', no eval). A
// refusal the page's code catches logs nothing on the console, but the browser still reports it
// (Chrome's Issues panel, and Lighthouse's best practices lose 4 points): zod's probe for
// `new Function`, run when its first object schema is built, was one, on every page whose
// first-load script built a schema before the page told zod not to compile (browser-zod.ts).

/** Every `securitypolicyviolation` the page's document fires, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

// The pages Lighthouse audits (bench/lighthouse.ts), and pages that show a form on first load.
const pages = [
  '/',
  '/restaurants/london/soho',
  '/menu/main-menu',
  '/find-us',
  '/sign-up',
  '/contact',
];

for (const path of pages) {
  test(`${path} breaks none of its Content-Security-Policy`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.mouse.wheel(0, 2000); // bring lazy pictures and tiles into view
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}
