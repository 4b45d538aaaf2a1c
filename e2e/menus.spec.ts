import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

const toggle = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show only' }).getByRole('button', { name, exact: true });
const dish = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true, level: 3 });
const section = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true, level: 2 });

test.describe('menus', () => {
  test('/menu shows the main menu, titled with the brand, with links to the other menus', async ({
    page,
  }) => {
    const response = await page.goto('/menu');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu');
    // Spec 2 §2 "Menus": the page title is the brand name.
    await expect(page).toHaveTitle('Tavola');
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/menu\/main-menu$/);
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /wood-fired/);
    const menus = page.getByRole('navigation', { name: 'Our menus' });
    await expect(menus.getByRole('link', { name: 'Our menu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menus.getByRole('link', { name: "Kids' menu" }).click();
    await expect(page).toHaveURL(/\/menu\/kids-menu$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Kids' menu");
  });

  test('each item shows its price, tags, kcal and allergens', async ({ page }) => {
    await page.goto('/menu/main-menu');
    const item = page.getByRole('listitem').filter({ has: dish(page, 'Garlic bread') });
    await expect(item).toContainText('£5.95');
    await expect(item.getByRole('list', { name: 'Dietary information' })).toHaveText('Vegetarian');
    await expect(item).toContainText('520 kcal');
    await expect(item).toContainText('Contains: cereals containing gluten, milk');
  });

  test('dietary filters hide what does not match, live in the URL and survive a reload', async ({
    page,
  }) => {
    await page.goto('/menu/main-menu');
    await expect(dish(page, 'Antipasto misto (to share)')).toBeVisible(); // no tags
    await toggle(page, 'Vegan').click();
    await expect(page).toHaveURL(/\/menu\/main-menu\?diet=vegan$/);
    await expect(toggle(page, 'Vegan')).toHaveAttribute('aria-pressed', 'true');
    await expect(dish(page, 'Marinara')).toBeVisible();
    await expect(dish(page, 'Margherita')).toHaveCount(0); // vegetarian, not vegan
    await expect(dish(page, 'Antipasto misto (to share)')).toHaveCount(0); // untagged
    await expect(section(page, 'Secondi')).toHaveCount(0); // nothing vegan in it
    await expect(
      page.getByRole('status').filter({ hasText: /Showing \d+ of 62 items/ }),
    ).toBeVisible();

    await toggle(page, 'Gluten-free').click();
    await expect(page).toHaveURL(/\?diet=vegan,gluten-free$/);
    await expect(dish(page, 'Risotto primavera')).toBeVisible();
    await expect(dish(page, 'Marinara')).toHaveCount(0);
    await expect(section(page, 'Pizza')).toHaveCount(0);

    await page.reload();
    await expect(toggle(page, 'Vegan')).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle(page, 'Gluten-free')).toHaveAttribute('aria-pressed', 'true');
    await expect(dish(page, 'Risotto primavera')).toBeVisible();
    await expect(section(page, 'Pizza')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/menu\/main-menu$/);
    await expect(section(page, 'Pizza')).toBeVisible();
  });

  test('a shared filtered link opens filtered, and carries the filters to menus that match', async ({
    page,
  }) => {
    const response = await page.goto('/menu/main-menu?diet=spicy');
    expect(response?.status()).toBe(200);
    await expect(dish(page, 'Diavola')).toBeVisible();
    await expect(dish(page, 'Margherita')).toHaveCount(0);
    const menus = page.getByRole('navigation', { name: 'Our menus' });
    // Nothing spicy for kids: that menu is hidden while the filter is on.
    await expect(menus.getByRole('link', { name: "Kids' menu" })).toHaveCount(0);
    await menus.getByRole('link', { name: 'Vegan menu' }).click();
    await expect(page).toHaveURL(/\/menu\/vegan-menu\?diet=spicy$/);
    await expect(dish(page, 'Courgette and chickpea fritti')).toBeVisible();
    await expect(dish(page, 'Marinara')).toHaveCount(0);
  });

  test('search finds items by name or description', async ({ page }) => {
    await page.goto('/menu/main-menu');
    await page.getByRole('searchbox', { name: 'Search this menu' }).fill('carbonara');
    // (The page has other status regions: the consent bar's and the route progress bar's.)
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      'Showing 1 of 62 items.',
    );
    await expect(dish(page, 'Spaghetti carbonara')).toBeVisible();
    await expect(section(page, 'Pizza')).toHaveCount(0);
  });

  test('section links and the dropdown scroll to the section and push #anchor', async ({
    page,
  }) => {
    await page.goto('/menu/main-menu');
    await expect(page.locator('#section-dolci')).toBeAttached();
    await page
      .getByRole('navigation', { name: 'Our menu: sections' })
      .getByRole('link', { name: 'Dolci' })
      .click();
    await expect(page).toHaveURL(/\/menu\/main-menu#dolci$/);
    await expect(section(page, 'Dolci')).toBeInViewport();
    await expect(section(page, 'Dolci')).toBeFocused();

    await page.getByRole('combobox', { name: 'Jump to a section' }).selectOption('Risotto');
    await expect(page).toHaveURL(/#risotto$/);
    await expect(section(page, 'Risotto')).toBeInViewport();
    // Below the sticky header, not under it, once the smooth scroll has come to rest.
    const topOf = () =>
      section(page, 'Risotto').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    let last = Number.NaN;
    await expect
      .poll(async () => {
        const [before, now] = [last, await topOf()];
        last = now;
        return before === now;
      })
      .toBe(true);
    expect(await topOf()).toBeGreaterThanOrEqual(72);

    await page.goBack();
    await expect(page).toHaveURL(/#dolci$/);
    await expect(section(page, 'Dolci')).toBeInViewport();
  });

  test('a section link lands its section 58 px from the top at 1280 x 900, and it stays there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/menu/main-menu');
    await expect(page.locator('#section-pasta')).toBeAttached();
    await page
      .getByRole('navigation', { name: 'Our menu: sections' })
      .getByRole('link', { name: 'Pasta', exact: true })
      .click();
    await expect(page).toHaveURL(/#pasta$/);
    const topOf = () =>
      page.locator('#section-pasta').evaluate((el) => Math.round(el.getBoundingClientRect().top));
    // It lands within 2 px of 58 (a busy machine may begin the smooth scroll late) ...
    await expect
      .poll(async () => Math.abs((await topOf()) - 58), { timeout: 10_000 })
      .toBeLessThanOrEqual(2);
    // ... and rests there: the same place twice, 400 ms apart (after the 300 ms retry could have
    // moved it).
    let last = Number.NaN;
    await expect
      .poll(
        async () => {
          const [before, now] = [last, await topOf()];
          last = now;
          return before === now;
        },
        { intervals: [400] },
      )
      .toBe(true);
    expect(Math.abs((await topOf()) - 58)).toBeLessThanOrEqual(2);
    await expect(section(page, 'Pasta')).toBeInViewport();
  });

  test('a page opened at #anchor scrolls to that section', async ({ page }) => {
    await page.goto('/menu/main-menu#insalate');
    await expect(section(page, 'Insalate')).toBeInViewport();
  });

  test("a missing menu is a 404 'Menu not found.' inside the site layout", async ({ page }) => {
    for (const path of [
      '/menu/no-such-menu',
      '/our-menu/no-such-menu',
      '/restaurants/london/menu/no-such-menu',
      '/restaurants/london/covent-garden/menu/no-such-menu',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('Menu not found.', { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    }
    const response = await page.goto('/restaurants/london/no-such-restaurant/menu/main-menu');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.', { exact: true })).toBeVisible();
  });

  test("a restaurant's menus link to one another under the restaurant", async ({ page }) => {
    const response = await page.goto('/restaurants/london/covent-garden/menu');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our menu');
    await expect(page.getByRole('link', { name: 'London Covent Garden' })).toHaveAttribute(
      'href',
      '/restaurants/london/covent-garden',
    );
    const menus = page.getByRole('navigation', { name: 'Our menus' });
    await expect(menus.getByRole('link', { name: 'Drinks' })).toHaveAttribute(
      'href',
      '/restaurants/london/covent-garden/menu/drinks-menu',
    );
    await menus.getByRole('link', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(/\/restaurants\/london\/covent-garden\/menu\/drinks-menu$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks');

    await page.goto('/restaurants/london/menu/kids-menu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Kids' menu");
    await expect(
      page.getByRole('navigation', { name: 'Our menus' }).getByRole('link', { name: 'Drinks' }),
    ).toHaveAttribute('href', '/restaurants/london/menu/drinks-menu');
  });

  test('/our-menu stays the CMS page, its menu tile filters too; /our-menu/{id} is a menu', async ({
    page,
  }) => {
    const response = await page.goto('/our-menu');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main section.tile').first()).toBeVisible();
    await toggle(page, 'Gluten-free').click();
    await expect(page).toHaveURL(/\/our-menu\?diet=gluten-free$/);
    await expect(
      page.getByRole('heading', { name: 'Risotto primavera', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Margherita', exact: true })).toHaveCount(0);

    await page.goto('/our-menu/drinks-menu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks');
    await expect(
      page
        .getByRole('navigation', { name: 'Our menus' })
        .getByRole('link', { name: 'Kids' + "' menu" }),
    ).toHaveAttribute('href', '/our-menu/kids-menu');
  });

  test('menu pages have no serious accessibility violations', async ({ page }) => {
    await page.goto('/menu/main-menu?diet=vegetarian');
    await expect(dish(page, 'Margherita')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/our-menu');
    await expectNoSeriousA11yViolations(page);
  });
});
