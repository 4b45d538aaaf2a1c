import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  bookingDate,
  chooseParty,
  chooseRestaurant,
  chooseTimeMenuAndExtras,
  fillDetails,
  openBookingModal,
} from './support/booking';
import { tabTo } from './support/keyboard';
import { inbox, latestMail } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

/** A small RFC 5545 reader: unfolds lines and reads the calendar's and its one event's fields. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  const calendar: Record<string, string> = {};
  const event: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    const [name, ...rest] = line.split(':');
    const value = rest.join(':');
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    else if (name !== 'BEGIN' && name !== 'END') (inEvent ? event : calendar)[name!] = value;
  }
  return { calendar, event };
}

async function calendarFile(request: APIRequestContext, token: string) {
  const response = await request.get(`/api/booking/manage/${token}/calendar`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  return parseIcs(await response.text());
}

/** The UTC instant of a London wall-clock time on a date, as iCalendar writes it. */
function icsInstant(date: string, time: string) {
  for (const offset of [0, 1]) {
    const utc = new Date(`${date}T${time}:00Z`);
    utc.setUTCHours(utc.getUTCHours() - offset);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(utc);
    if (london === time)
      return utc
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
  }
  throw new Error(`no instant for ${date} ${time}`);
}

/** Books a table for two through the journey; answers its reference and its e-mail's link. */
async function bookAndOpenLink(
  page: Page,
  request: APIRequestContext,
  {
    restaurant,
    search,
    date,
    email,
  }: { restaurant: string; search: string; date: string; email: string },
) {
  const modal = await openBookingModal(page);
  await chooseRestaurant(modal, search, restaurant);
  await chooseParty(modal, { date });
  await chooseTimeMenuAndExtras(modal, restaurant);
  await fillDetails(modal, email);
  await modal.getByRole('button', { name: 'Book Now' }).click();
  await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
  const reference = (await modal.getByText(/^Booking reference: /).textContent())!.replace(
    'Booking reference: ',
    '',
  );
  // The e-mail carries the link to the diner's own page.
  const mail = await latestMail(request, email);
  const link = /View, change or cancel your booking: (\S+\/booking\/([A-Za-z0-9_-]{43}))/.exec(
    mail.text,
  );
  expect(link).not.toBeNull();
  return { reference, url: link![1]!, token: link![2]! };
}

test.describe("a diner's own booking, from the confirmation e-mail", () => {
  // A returning visitor: the newsletter popup, closed on an earlier visit, stays closed (a change
  // and a cancel with axe between them take longer than its 8 s on a busy machine, and the popup
  // rightly opens once the change form is saved and gone).
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('book, open the link from the e-mail, change the time, then cancel', async ({
    page,
    request,
  }) => {
    const date = bookingDate(70);
    const email = inbox('manage');
    const { reference, url, token } = await bookAndOpenLink(page, request, {
      restaurant: 'Leeds Trinity',
      search: 'Leeds',
      date: date.typed,
      email,
    });
    const booked = await calendarFile(request, token);
    expect(booked.calendar.METHOD).toBe('PUBLISH');
    expect(booked.event).toMatchObject({ SEQUENCE: '0', DTSTART: icsInstant(date.iso, '19:30') });
    expect(booked.event.UID).toContain(reference);

    const response = await page.goto(new URL(url).pathname);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText('Leeds Trinity').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Change the time to 20:00, by keyboard.
    await tabTo(page, page.getByRole('button', { name: 'Change booking' }));
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Change your booking' });
    await expect(form.getByRole('radio', { name: '20:00' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByText('20:00', { exact: true }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText(
        "Your booking has been changed. We've sent you an e-mail with the new details.",
      ),
    ).toBeVisible();
    await expect(page.getByText('20:00', { exact: true })).toBeVisible();
    const changedMail = await latestMail(request, email);
    expect(changedMail.subject).toBe('Your booking at Leeds Trinity has been changed');
    const changed = await calendarFile(request, token);
    expect(changed.calendar.METHOD).toBe('PUBLISH');
    expect(changed.event).toMatchObject({
      UID: booked.event.UID,
      SEQUENCE: '1',
      DTSTART: icsInstant(date.iso, '20:00'),
    });

    // Cancel, after confirming.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await expect(
      page.getByText("Your booking is cancelled. We've sent you an e-mail to confirm."),
    ).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change booking' })).toHaveCount(0);
    expect((await latestMail(request, email)).subject).toBe(
      'Your booking at Leeds Trinity is cancelled',
    );
    const cancelled = await calendarFile(request, token);
    expect(cancelled.calendar.METHOD).toBe('CANCEL');
    expect(cancelled.event).toMatchObject({
      UID: booked.event.UID,
      SEQUENCE: '2',
      STATUS: 'CANCELLED',
    });
    await expectNoSeriousA11yViolations(page);
  });

  test('a party grown past the card guarantee gives a card on the page, then saves', async ({
    page,
    request,
  }, testInfo) => {
    // Each attempt books a day of its own: an earlier attempt's party of 9 may already hold 19:30
    // (a retry after a failure past the save, or --repeat-each).
    const date = bookingDate(71 + 3 * testInfo.repeatEachIndex + testInfo.retry);
    const email = inbox('manage-card');
    const { url, token } = await bookAndOpenLink(page, request, {
      restaurant: 'Manchester Deansgate',
      search: 'Manchester',
      date: date.typed,
      email,
    });
    await page.goto(new URL(url).pathname);
    await page.getByRole('button', { name: 'Change booking' }).click();
    const form = page.getByRole('form', { name: 'Change your booking' });
    await form.getByRole('combobox', { name: 'Adults' }).selectOption('9');
    await expect(
      form.getByText(
        'Parties of 8 or more give a card guarantee: add your card below, then save your changes.',
      ),
    ).toBeVisible();
    await form.getByText('19:30', { exact: true }).click();
    const save = form.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await form.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await form.getByLabel('Security code (CVV)').fill('123');
    await form.getByLabel('Postcode').fill('M3 3AA');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Submit Card', exact: true }).click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(
      page.getByText(
        "Your booking has been changed. We've sent you an e-mail with the new details.",
      ),
    ).toBeVisible();
    await expect(page.getByText('9 adults', { exact: true })).toBeVisible();
    // Read again if the request's pooled connection was closed by the server's keep-alive timeout
    // as it was reused (ECONNRESET: a browser retries such a GET itself; Playwright's request does not).
    await expect(async () => {
      const booking = await request.get(`/api/booking/manage/${token}`);
      expect((await booking.json()).booking).toMatchObject({ adults: 9, hasCardGuarantee: true });
    }).toPass({ timeout: 10_000 });
  });

  test('a wrong link shows no booking and answers 404', async ({ page }) => {
    const response = await page.goto(`/booking/${'x'.repeat(43)}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking not found' })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't find a booking for this link. Please check the link in your e-mail, or call the restaurant.",
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the page fits a phone without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`/booking/${'y'.repeat(43)}`);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});
