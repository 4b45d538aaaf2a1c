import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The content's six social posts (content/tavola.json), newest first, as their links read. */
const posts = [
  ['Christmas bookings are open!', 'https://www.instagram.com/p/C6nAtAlE2026/'],
  ['Tiramisu: savoiardi, espresso, Marsala', 'https://www.instagram.com/p/C5t1rAm1sU0/'],
  ['Say ciao to the Leeds Trinity team', 'https://www.instagram.com/p/C4tEaML33ds/'],
  ["Spritz o'clock is 4pm", 'https://www.instagram.com/p/C3sPr1tZoRa/'],
  ['48 hours of proving, 90 seconds in the oven.', 'https://www.instagram.com/p/C2mArGh3r1t/'],
  ['Autumn has landed.', 'https://www.instagram.com/p/C1tAvRiS0tt/'],
] as const;

const feed = (page: Page) => page.getByRole('list', { name: 'Follow us on Instagram' });

test.describe('the social feed', () => {
  test('shows the latest posts on the home page, each opening its post in a new tab', async ({
    page,
    context,
  }) => {
    // Instagram itself is never reached from a test: a stand-in answers for it.
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title><h1>A post</h1>' }),
    );
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 2, name: 'Follow us on Instagram' });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeVisible();

    // In the page's HTML, newest first, each a picture named by its caption.
    const links = feed(page).getByRole('link');
    await expect(links).toHaveCount(posts.length);
    for (const [index, [caption, url]] of posts.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${escape(caption)}.*\\(on Instagram, opens in a new tab\\)$`),
      );
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
    await feed(page).scrollIntoViewIfNeeded();
    for (const image of await feed(page).getByRole('img').all()) {
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }

    const [post] = await Promise.all([page.waitForEvent('popup'), links.first().click()]);
    await expect(post).toHaveURL(posts[0][1]);
    await post.close();

    const profile = page.getByRole('link', {
      name: 'Follow @tavolarestaurants (opens in a new tab)',
    });
    await expect(profile).toHaveAttribute('href', 'https://www.instagram.com/tavolarestaurants');
    await expectNoSeriousA11yViolations(page);
  });

  test('the posts open from the keyboard', async ({ page, context }) => {
    await context.route('https://www.instagram.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Instagram</title>' }),
    );
    await page.goto('/');
    const first = feed(page).getByRole('link').first();
    await first.focus();
    await expect(first).toBeFocused();
    const [post] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await expect(post).toHaveURL(posts[0][1]);
  });

  for (const [width, columns] of [
    [320, 2],
    [390, 2],
    [1280, 6],
  ] as const) {
    test(`fits ${width} px wide, ${columns} pictures a row`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await feed(page).scrollIntoViewIfNeeded();
      const boxes = await feed(page)
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON()));
      const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1);
      expect(firstRow).toHaveLength(columns);
      for (const box of boxes) {
        expect(Math.abs(box.width - box.height)).toBeLessThan(1); // square
        expect(box.right).toBeLessThanOrEqual(width);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }

  test('GET /api/social/insta/media answers the feed, newest first, cacheable', async ({
    request,
  }) => {
    const response = await request.get('/api/social/insta/media?limit=3');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
    );
    const { posts: answered } = (await response.json()) as { posts: { link: string }[] };
    expect(answered.map((post) => post.link)).toEqual(posts.slice(0, 3).map(([, url]) => url));
    const refused = await request.get('/api/social/insta/media?limit=100');
    expect(refused.status()).toBe(400);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
