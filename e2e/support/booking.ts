import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A London date far enough ahead to be bookable and outside the Christmas-party season
 * (15 November to 24 December), when parties of 8+ become events: `yyyy-MM-dd` and `dd/MM/yyyy`.
 */
export function bookingDate(daysAhead = 60): { iso: string; typed: string } {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  const monthDay = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  if (monthDay >= 1110 && monthDay <= 1231) date.setUTCDate(date.getUTCDate() + 50);
  const iso = date.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  return { iso, typed: `${day}/${month}/${year}` };
}

/** The 'Book a Table' modal. */
export const bookingModal = (page: Page) => page.getByRole('dialog', { name: 'Book a Table' });

/** A step of the journey, by its spec title ('1. Select a restaurant'). */
export const step = (scope: Locator, number: number, title: string) =>
  scope.getByRole('region', { name: `${number}. ${title}` });

/** Opens the modal on `path` through its hash. */
export async function openBookingModal(page: Page, path = '/find-us'): Promise<Locator> {
  await page.goto(`${path}#booking`);
  const modal = bookingModal(page);
  await expect(modal).toBeVisible();
  return modal;
}

/** Step 1: searches and chooses a restaurant by its title. */
export async function chooseRestaurant(modal: Locator, query: string, title: string) {
  await modal.getByLabel('Find a restaurant').fill(query);
  await modal.getByRole('button', { name: `Select ${title}` }).click();
}

/** Step 2: party and date, then 'Check availability'. */
export async function chooseParty(
  modal: Locator,
  { adults = 2, children = 0, time = '19:30', date = bookingDate().typed } = {},
) {
  const party = step(modal, 2, 'Table size, time and date');
  await party.getByLabel('Adults').selectOption(String(adults));
  const childrenBox = party.getByLabel('Children');
  if (await childrenBox.count()) await childrenBox.selectOption(String(children));
  await party.getByLabel('Time').selectOption(time);
  await party.getByRole('textbox', { name: 'Date' }).fill(date);
  await party.getByRole('button', { name: 'Check availability' }).click();
}

/**
 * Steps 3-5: a time at the restaurant, the first menu offered (a single menu is chosen for the
 * diner, spec 1 §4: in the evening, when the set menu is not served), and no extras.
 */
export async function chooseTimeMenuAndExtras(modal: Locator, restaurant: string, time = '19:30') {
  const times = step(modal, 3, 'Select a restaurant and time').getByRole('group', {
    name: restaurant,
  });
  await times.getByRole('button', { name: time, exact: true }).click();
  await chooseFirstMenu(modal);
  const extras = step(modal, 5, 'Extras?');
  const details = modal.getByLabel('First name');
  await expect(extras.getByRole('button', { name: 'Continue' }).or(details)).toBeVisible();
  if (await extras.getByRole('button', { name: 'Continue' }).isVisible()) {
    await extras.getByRole('button', { name: 'Continue' }).click();
  }
}

/** Step 4: the first menu, unless the only one was chosen for the diner already. */
export async function chooseFirstMenu(modal: Locator) {
  const menus = step(modal, 4, 'Select a menu');
  const select = menus.getByRole('button', { name: /^Select menu/ }).first();
  await expect(select.or(menus.getByRole('button', { name: /^Edit/ }))).toBeVisible();
  if (await select.isVisible()) await select.click();
}

/** Step 7: Braintree's documented test Visa, which the embedded test gateway accepts. */
export async function fillTestCard(scope: Locator, postcode: string) {
  await scope.getByLabel('Card number').fill('4111 1111 1111 1111');
  await scope.getByLabel('Expiry date (MM/YY)').fill('12/99');
  await scope.getByLabel('Security code (CVV)').fill('123');
  await scope.getByLabel('Postcode').fill(postcode);
}

/** Step 6: the diner's details. */
export async function fillDetails(modal: Locator, email = 'ada@example.com') {
  await modal.getByLabel('First name').fill('Ada');
  await modal.getByLabel('Last name').fill('Lovelace');
  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByLabel('Mobile number').fill('07700 900123');
}
