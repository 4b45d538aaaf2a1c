import { expect, type Locator } from '@playwright/test';
import { bookingDate } from '../support/booking';

/**
 * The second brand's booking (spec 1 §1, §2 "alternative flow"): the location search, then
 * 1 occasion and guests, 2 date, menu, area and time, 3 details and confirm.
 */
export const kingsCross = "London King's Cross";

/** The three steps' headings, as the diner reads them. */
export const stepHeadings = {
  1: 'Occasion and guests',
  2: 'Date, menu, area and time',
  3: 'Confirm your booking',
} as const;

export const stepHeading = (scope: Locator, step: 1 | 2 | 3) =>
  scope.getByRole('heading', { name: stepHeadings[step] });

/** What the location search has chosen ('Booking at …'), empty when none. */
export const chosenLocation = (scope: Locator) => scope.getByText(/^Booking at /);

/** Types a place into the location search and waits for its answer. */
export async function searchLocation(scope: Locator, place: string) {
  const box = scope.getByLabel('Find a restaurant');
  await box.fill(place);
  await box.press('Enter');
}

/** Step 1: the ordinary table occasion, two adults unless told. */
export async function chooseOccasionAndGuests(scope: Locator, adults = 2) {
  await expect(stepHeading(scope, 1)).toBeVisible();
  await scope.getByRole('radio', { name: 'Table booking' }).check();
  await scope.getByLabel('Adults').selectOption(String(adults));
  await scope.getByRole('button', { name: 'Next', exact: true }).click();
}

/**
 * A time of step 2's Time group (the first when none is named), as a diner clicks it: its label,
 * since the radio itself is hidden under the button it looks like.
 */
export async function chooseTime(scope: Locator, time?: string) {
  const times = scope.getByRole('group', { name: 'Time' });
  const label = time ? times.locator('label', { hasText: time }) : times.locator('label').first();
  await label.click();
  await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);
}

/** Step 2: a date two months ahead, the first menu, area and time offered. */
export async function chooseDateMenuAreaAndTime(scope: Locator, date = bookingDate().typed) {
  await expect(stepHeading(scope, 2)).toBeVisible();
  await scope.getByRole('textbox', { name: 'Date' }).fill(date);
  await scope.getByRole('textbox', { name: 'Date' }).press('Tab');
  const menus = scope.getByRole('group', { name: 'Menu' });
  await menus.getByRole('radio').first().check();
  const areas = scope.getByRole('group', { name: 'Area' });
  if (await areas.count()) await areas.getByRole('radio').first().check();
  await chooseTime(scope);
  await expect(scope.getByRole('button', { name: 'Next', exact: true })).toBeEnabled();
  await scope.getByRole('button', { name: 'Next', exact: true }).click();
}

/** Step 3: the diner's details (the mobile number is optional in this flow). */
export async function fillDetails(scope: Locator, email: string) {
  await expect(stepHeading(scope, 3)).toBeVisible();
  await scope.getByLabel('First name').fill('Ada');
  await scope.getByLabel('Last name').fill('Lovelace');
  await scope.getByRole('textbox', { name: 'Email' }).fill(email);
}
