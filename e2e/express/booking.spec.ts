import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookingDate, fillTestCard, openBookingModal } from '../support/booking';
import { tabTo } from '../support/keyboard';
import { inbox, latestMail } from '../support/mail';
import {
  chooseDateMenuAreaAndTime,
  chooseOccasionAndGuests,
  chooseTime,
  chosenLocation,
  fillDetails,
  kingsCross,
  searchLocation,
  stepHeading,
} from './support';

/**
 * Tavola Express, the second brand (spec 1 §1), books with the alternative three-step flow
 * (settings `bookingTileType: 'alternative'`), served by the second e2e server (BRAND=tavola-express).
 */
test.describe('Tavola Express booking (the alternative flow)', () => {
  test('from the modal to the thanks, with axe on every step, and the confirmation mailed', async ({
    page,
    request,
  }) => {
    const email = inbox('express');
    const modal = await openBookingModal(page, '/find-us');
    await expect(modal.getByRole('heading', { name: 'Select a restaurant' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // One location near London: chosen for the diner (spec 1 §1).
    await searchLocation(modal, 'London');
    await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);
    await expect(stepHeading(modal, 1)).toBeVisible();
    await expect(modal.getByText('Step 1 of 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await chooseOccasionAndGuests(modal);
    await expect(modal.getByText('Step 2 of 3')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const date = bookingDate();
    await chooseDateMenuAreaAndTime(modal, date.typed);
    await expect(modal.getByText('Step 3 of 3')).toBeVisible();
    await expect(modal).toContainText(kingsCross);
    await expect(modal).toContainText('Table booking');
    await expectNoSeriousA11yViolations(page);

    await fillDetails(modal, email);
    await modal.getByRole('button', { name: 'Book Now' }).click();

    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    await expect(modal).toContainText(kingsCross);
    await expect(modal).toContainText(email);
    await expect(modal.getByText(/^Booking reference: /)).toBeVisible();
    // The location search has done its work: the thanks stand alone.
    await expect(modal.getByLabel('Find a restaurant')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const mail = await latestMail(request, email);
    expect(mail.subject).toBe(`Your booking at ${kingsCross} is confirmed`);
    expect(mail.text).toContain('Your booking is confirmed.');
  });

  // Issue: parties of 8-24 were told to contact the restaurant at step 3, with no card step.
  test('10 adults give a card guarantee and are booked, from the e-mail to the thanks', async ({
    page,
    request,
  }) => {
    const email = inbox('express-card');
    const modal = await openBookingModal(page, '/find-us');
    await searchLocation(modal, 'London');
    await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);
    await expect(stepHeading(modal, 1)).toBeVisible();
    await modal.getByRole('radio', { name: 'Table booking' }).check();
    await modal.getByLabel('Adults').selectOption('10');
    await modal.getByRole('button', { name: 'Next', exact: true }).click();
    await chooseDateMenuAreaAndTime(modal, bookingDate(66).typed);
    await expect(
      modal.getByText(
        'This booking needs a credit card to confirm, please contact the restaurant directly.',
      ),
    ).toHaveCount(0);

    await fillDetails(modal, email);
    await modal.getByRole('button', { name: 'Card Guarantee' }).click();
    const card = modal.getByRole('region', { name: 'Card guarantee' });
    await expect(card.getByRole('heading', { name: 'Card guarantee' })).toBeFocused();
    await expect(modal.getByRole('region', { name: 'Your details' })).toContainText(email);
    const submitCard = card.getByRole('button', { name: 'Submit Card', exact: true });
    const bookNow = card.getByRole('button', { name: 'Book now', exact: true });
    await expect(bookNow).toBeDisabled();
    await fillTestCard(card, 'N1C 4AG');
    await expectNoSeriousA11yViolations(page);
    await submitCard.click();
    await expect(bookNow).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await bookNow.click();

    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    await expect(modal).toContainText(email);
    await expect(modal.getByText(/^Booking reference: /)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const mail = await latestMail(request, email);
    expect(mail.subject).toBe(`Your booking at ${kingsCross} is confirmed`);
    expect(mail.text).toContain('Your booking is confirmed.');
  });

  // Issue: step 2 started on today at 09:00, so Next, Next booked breakfast.
  test('step 2 chooses no date or time for the diner, and the calendar ends at the horizon', async ({
    page,
  }) => {
    const modal = await openBookingModal(page, '/find-us');
    await searchLocation(modal, 'London');
    await chooseOccasionAndGuests(modal);
    const next = modal.getByRole('button', { name: 'Next', exact: true });
    const date = modal.getByRole('textbox', { name: 'Date' });
    await expect(date).toHaveValue('');
    await expect(modal.getByText('Choose a date to see the menus and times.')).toBeVisible();
    await expect(next).toBeDisabled();
    // The e2e servers take bookings 400 days ahead (BOOKING_HORIZON_DAYS).
    await expect(date).toHaveAccessibleDescription(
      /Tables can be booked up to \w+ \d+ \w+ \d{4}\./,
    );
    await date.fill(bookingDate(402).typed);
    await expect(modal.getByRole('alert')).toHaveText(/^We take bookings up to /);
    await expect(next).toBeDisabled();

    await date.fill(bookingDate().typed);
    await expect(modal.getByRole('alert')).toHaveCount(0);
    const times = modal.getByRole('group', { name: 'Time' });
    await expect(times.getByRole('radio').first()).toBeVisible();
    await expect(times.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(times).toHaveAccessibleDescription('Choose a time for your table.');
    await expect(next).toBeDisabled();
    await chooseTime(modal);
    await expect(next).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('the whole booking with the keyboard alone', async ({ page, request }) => {
    const email = inbox('express-keys');
    const modal = await openBookingModal(page, '/contact');
    const search = modal.getByLabel('Find a restaurant');
    await tabTo(page, search);
    await page.keyboard.type('London');
    await page.keyboard.press('Enter');
    await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);

    // Step 1: the occasion (radio buttons: Space chooses), then the adults.
    await tabTo(page, modal.getByRole('radio', { name: 'Table booking' }));
    await page.keyboard.press('Space');
    await tabTo(page, modal.getByLabel('Adults'));
    await page.keyboard.press('2');
    await expect(modal.getByLabel('Adults')).toHaveValue('2');
    await tabTo(page, modal.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    // Step 2: the date typed, then the first menu, area and time (arrows choose within a group).
    await expect(stepHeading(modal, 2)).toBeFocused();
    await tabTo(page, modal.getByRole('textbox', { name: 'Date' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(bookingDate().typed);
    await page.keyboard.press('Tab');
    for (const group of ['Menu', 'Area', 'Time']) {
      const choices = modal.getByRole('group', { name: group });
      if (group === 'Area' && !(await choices.count())) continue;
      // Tab enters a radio group at its chosen button, or its first when none is chosen.
      const chosen = choices.getByRole('radio', { checked: true });
      const target = (await chosen.count()) ? chosen : choices.getByRole('radio').first();
      await tabTo(page, target);
      await page.keyboard.press('Space');
      await expect(target).toBeChecked();
    }
    await tabTo(page, modal.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    // Step 3: the details, then Book Now.
    await expect(stepHeading(modal, 3)).toBeFocused();
    for (const [label, text] of [
      ['First name', 'Kay'],
      ['Last name', 'Board'],
    ] as const) {
      await tabTo(page, modal.getByLabel(label));
      await page.keyboard.type(text);
    }
    await tabTo(page, modal.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await tabTo(page, modal.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');

    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeFocused();
    expect((await latestMail(request, email)).subject).toBe(
      `Your booking at ${kingsCross} is confirmed`,
    );
  });

  test("the second brand's location rule: none found clears it, a single one is chosen", async ({
    page,
  }) => {
    const modal = await openBookingModal(page, '/find-us');
    await searchLocation(modal, 'London');
    await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);
    await expect(stepHeading(modal, 1)).toBeVisible();

    // Nothing within 100 miles of Plymouth: the location is cleared, and the steps go with it.
    await searchLocation(modal, 'Plymouth');
    await expect(modal.getByText(/^No locations found/)).toBeVisible();
    await expect(chosenLocation(modal)).toHaveCount(0);
    await expect(stepHeading(modal, 1)).toHaveCount(0);
    await expect(modal.getByRole('list', { name: 'All restaurants' })).toBeVisible();

    // Near Leeds there is one, Manchester Piccadilly: chosen, and it takes no bookings.
    await searchLocation(modal, 'Leeds');
    await expect(chosenLocation(modal)).toHaveText('Booking at Manchester Piccadilly');
    await expect(
      modal.getByText(
        "Sorry, we don't take bookings for this restaurant, please contact them directly.",
      ),
    ).toBeVisible();
    await expect(stepHeading(modal, 1)).toHaveCount(0);

    // Choosing from a list still works: the diner picks King's Cross themselves.
    await searchLocation(modal, 'Plymouth');
    await modal.getByRole('button', { name: `Select ${kingsCross}` }).click();
    await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);
    await expect(stepHeading(modal, 1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("King's Cross's own page books it with the three steps at once", async ({ page }) => {
    await page.goto('/restaurants/london/kings-cross');
    const strip = page.locator('#booking-strip');
    await strip.getByRole('button', { name: 'Book a table' }).click();
    await expect(stepHeading(strip, 1)).toBeVisible();
    await expect(strip.getByLabel('Find a restaurant')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
