import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingDate, chooseRestaurant, openBookingModal, step } from './support/booking';
import { fillDay } from './support/fill-day';
import { dismissNewsletterPopupEarlier } from './support/popup';

// A full evening is shown as such before anyone searches (issue 35): London Covent Garden (1001)
// is filled for one day through the booking API, then the date picker marks that day 'Fully
// booked' and refuses it, and a diner who picked it just before it filled is offered the nearest
// days with a table at the restaurant, one of which searches again.
const storeId = '1001';
const restaurant = 'London Covent Garden';
const full = bookingDate(75);
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T12:00:00Z`))
    .replace(',', '');

test.describe.serial('the availability calendar', () => {
  test.beforeEach(async ({ page }) => dismissNewsletterPopupEarlier(page));

  test('a day that fills after it was chosen: step 3 offers the nearest days with a table, and one searches again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'London', restaurant);
    const party = step(modal, 2, 'Table size, time and date');
    await party.getByLabel('Adults').selectOption('2');
    // The month's calendar is read before the day fills (a day known to be full is refused).
    const monthRead = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/booking/calendar/${storeId}`) &&
        response.url().includes(`month=${full.iso.slice(0, 7)}`),
    );
    await party.getByRole('textbox', { name: 'Date' }).fill(full.typed);
    await monthRead;
    await fillDay(request, { storeId, date: full.iso, parties: [7, 2, 1] });
    await party.getByRole('button', { name: 'Check availability' }).click();

    const slots = step(modal, 3, 'Select a restaurant and time');
    // No time at the chosen restaurant (the nearby restaurant the search adds may still have some).
    await expect(
      slots.getByRole('heading', { name: restaurant, level: 4, exact: true }),
    ).toBeVisible();
    await expect(slots.getByRole('group', { name: restaurant }).getByRole('button')).toHaveCount(0);
    const nearby = slots.getByRole('region', { name: `${restaurant} has a table on these days` });
    const days = nearby.getByRole('button');
    await expect(days.first()).toBeVisible();
    expect(await days.count()).toBeLessThanOrEqual(3);
    await expectNoSeriousA11yViolations(page);

    // With the keyboard alone: the first nearby day searches that day at the restaurant.
    const chosen = (await days.first().textContent())!;
    await days.first().focus();
    await page.keyboard.press('Enter');
    // Step 2's summary gives the new date as dd/MM/yyyy.
    const [, day, month, year] = /^\w+ (\d+) (\w+) (\d{4})$/.exec(chosen.trim())!;
    const monthNumber = new Date(`1 ${month} 2000 12:00 UTC`).getUTCMonth() + 1;
    const typed = `${day!.padStart(2, '0')}/${String(monthNumber).padStart(2, '0')}/${year}`;
    await expect(step(modal, 2, 'Table size, time and date')).toContainText(typed);
    await expect(
      slots.getByRole('group', { name: restaurant }).getByRole('button').first(),
    ).toBeVisible();
  });

  test('the full day is marked Fully booked in the date picker, and refused clicked or typed', async ({
    page,
  }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'London', restaurant);
    const party = step(modal, 2, 'Table size, time and date');
    await party.getByLabel('Adults').selectOption('2');
    const grid = party.getByRole('grid');
    const caption = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${full.iso}T12:00:00Z`));
    for (let i = 0; i < 4 && (await grid.getAttribute('aria-labelledby')); i++) {
      if ((await party.getByText(caption, { exact: true }).count()) > 0) break;
      await party.getByRole('button', { name: 'Next month' }).click();
    }
    const fullDay = grid.getByRole('gridcell', { name: `${longDate(full.iso)}, Fully booked` });
    await expect(fullDay).toHaveAttribute('aria-disabled', 'true');
    await expect(fullDay).toContainText('Full');
    await expectNoSeriousA11yViolations(page);

    // Playwright waits for an aria-disabled cell to be enabled: a diner's click does not.
    await fullDay.click({ force: true });
    const refusal = `We're fully booked on ${longDate(full.iso)}. Choose another date.`;
    await expect(party.getByRole('alert')).toHaveText(refusal);
    const box = party.getByRole('textbox', { name: 'Date' });
    await box.fill(full.typed);
    await expect(party.getByRole('alert')).toHaveText(refusal);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(party.getByRole('button', { name: 'Check availability' })).toBeDisabled();
  });
});
