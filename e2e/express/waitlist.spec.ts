import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { bookingDate, openBookingModal } from '../support/booking';
import { fillDay } from '../support/fill-day';
import { inbox, mailWithSubject } from '../support/mail';
import {
  chooseOccasionAndGuests,
  chosenLocation,
  kingsCross,
  searchLocation,
  stepHeading,
} from './support';

// Tavola Express's alternative flow (issue 35): London King's Cross (9001) is filled for a day,
// step 2's date picker marks it 'Fully booked' and refuses it, and offers the waitlist for it.
const storeId = '9001';
const party = 7;

test('Tavola Express: a full day is marked, the diner joins the waitlist, and books the table offered', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const date = bookingDate(83);
  const fillers = await fillDay(request, {
    storeId,
    date: date.iso,
    parties: [party],
    brandKey: 'tavola-express',
  });
  const bea = inbox('express-waitlist');

  const modal = await openBookingModal(page, '/find-us');
  await searchLocation(modal, 'London');
  await expect(chosenLocation(modal)).toHaveText(`Booking at ${kingsCross}`);
  await chooseOccasionAndGuests(modal, party);
  await expect(stepHeading(modal, 2)).toBeVisible();

  // The full day in the month, read out with its reason; typed, it is refused.
  const longDate = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date.iso}T12:00:00Z`))
    .replace(',', '');
  const box = modal.getByRole('textbox', { name: 'Date' });
  await box.fill(date.typed);
  await box.press('Tab');
  await expect(modal.getByRole('alert').filter({ hasText: 'fully booked' })).toHaveText(
    `We're fully booked on ${longDate}. Choose another date.`,
  );
  await expect(modal.getByRole('gridcell', { name: `${longDate}, Fully booked` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  const waitlist = modal.getByRole('region', { name: 'Tell me if a table comes up' });
  await waitlist.getByLabel('From').selectOption('17:00');
  await waitlist.getByLabel('Until').selectOption('22:00');
  await waitlist.getByLabel('First name').fill('Bea');
  await waitlist.getByLabel('Last name').fill('Waiting');
  await waitlist.getByRole('textbox', { name: 'Email' }).fill(bea);
  // With the keyboard: the button has the focus after the e-mail box.
  await waitlist.getByRole('textbox', { name: 'Email' }).press('Tab');
  await page.keyboard.press('Enter');
  await expect(waitlist.getByRole('status')).toContainText("You're on the waitlist.");
  await expectNoSeriousA11yViolations(page);

  // A diner booked in the evening cancels; Bea's window (17:00 to 22:00) gets the table.
  const other = fillers.find((booking) => booking.time >= '19:00' && booking.time <= '22:00');
  expect(other, 'a booking that filled the evening').toBeDefined();
  const confirmation = await mailWithSubject(
    request,
    other!.email,
    `Your booking at ${kingsCross}`,
  );
  const manage = /(\/booking\/[A-Za-z0-9_-]{43})/.exec(confirmation)![1]!;
  const cancelled = await request.post(`/api/booking/manage/${manage.split('/')[2]}/cancel`, {
    data: {},
  });
  expect(cancelled.status()).toBe(200);

  const offer = await mailWithSubject(request, bea, `A table has come up at ${kingsCross}`);
  await page.goto(/(\/booking\/table-offer\/[A-Za-z0-9_-]{43})/.exec(offer)![1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'A table has come up' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Bea');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(bea);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Mobile number').fill('07700 900 789');
  // The brand's own words for booking (its settings' 'Book Now' text).
  await page.getByRole('button', { name: 'Book a table' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
  await mailWithSubject(request, bea, `Your booking at ${kingsCross} is confirmed`);
});
