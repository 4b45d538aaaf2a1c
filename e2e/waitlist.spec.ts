import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingDate, chooseRestaurant, openBookingModal, step } from './support/booking';
import { fillDay } from './support/fill-day';
import { inbox, mailWithSubject } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

// Leeds Trinity: parties of seven at 19:00 fill its pacing for that quarter hour in a few bookings.
const storeId = '1017';
const party = 7;

/** A booking session with its access token: the headers of a booking write. */
async function writeHeaders(request: APIRequestContext) {
  const sessionId = `e2e-${randomUUID()}`;
  const headers = { sessionId, brandKey: 'tavola' };
  const answer = await request.post('/api/token', { headers, data: {} });
  expect(answer.status()).toBe(200);
  const { accessToken } = await answer.json();
  return { ...headers, authorization: `Bearer ${accessToken}` };
}

async function book(request: APIRequestContext, date: string, email: string) {
  return request.post(`/api/booking/create/${storeId}`, {
    headers: await writeHeaders(request),
    data: {
      firstName: 'Full',
      lastName: 'Evening',
      emailAddress: email,
      mobilePhoneNumber: '07700 900 123',
      diningDateTime: `${date}T19:00`,
      bookingTime: '19:00',
      adultCovers: party,
      childCovers: 0,
      menuIds: [],
      upsells: [],
    },
  });
}

/** Books parties of seven at 19:00 until the evening takes no more; answers the first's link. */
async function fillEvening(request: APIRequestContext, date: string): Promise<string> {
  const first = inbox('waitlist-fill');
  expect((await book(request, date, first)).status()).toBe(200);
  for (let i = 0; i < 10; i++) {
    const answer = await book(request, date, inbox(`waitlist-fill-${i}`));
    if (answer.status() === 409) break;
    expect(answer.status()).toBe(200);
  }
  const text = await mailWithSubject(request, first, 'Your booking at Leeds Trinity');
  return /\/booking\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;
}

async function join(request: APIRequestContext, date: string, firstName: string, email: string) {
  const answer = await request.post(`/api/booking/waitlist/${storeId}`, {
    data: {
      date,
      adultCovers: party,
      timeFrom: '19:00',
      timeTo: '19:00',
      firstName,
      lastName: 'Waiting',
      email,
    },
  });
  expect(answer.status()).toBe(200);
  await mailWithSubject(request, email, "You're on the waitlist at Leeds Trinity");
}

const offerPath = (text: string) => /(\/booking\/table-offer\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;

test.describe("'Tell me if a table comes up'", () => {
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('a full day: the diner joins from the date picker, a cancellation is offered to them, and they book it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const date = bookingDate(81);
    const fillers = await fillDay(request, { storeId, date: date.iso, parties: [party] });
    const ada = inbox('waitlist-ada');

    // The date picker refuses the full day, and offers the waitlist for it.
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    const step2 = step(modal, 2, 'Table size, time and date');
    await step2.getByLabel('Adults').selectOption(String(party));
    await step2.getByLabel('Time').selectOption('19:00');
    await step2.getByRole('textbox', { name: 'Date' }).fill(date.typed);
    await expect(step2.getByRole('alert')).toContainText("We're fully booked on");
    const waitlist = step2.getByRole('region', {
      name: 'Tell me if a table comes up at Leeds Trinity',
    });
    await expect(waitlist.getByLabel('From')).toHaveValue('19:00');
    await expect(waitlist.getByLabel('Until')).toHaveValue('20:00');
    // Any time in the evening will do.
    await waitlist.getByLabel('From').selectOption('17:00');
    await waitlist.getByLabel('Until').selectOption('22:00');
    await waitlist.getByLabel('First name').fill('Ada');
    await waitlist.getByLabel('Last name').fill('Waiting');
    await waitlist.getByRole('textbox', { name: 'Email' }).fill(ada);
    await waitlist.getByRole('button', { name: 'Tell me if a table comes up' }).click();
    await expect(waitlist.getByRole('status')).toHaveText(
      `You're on the waitlist. We'll e-mail ${ada} if a table comes up, and hold it for you for a few minutes.`,
    );
    await expectNoSeriousA11yViolations(page);
    await mailWithSubject(request, ada, "You're on the waitlist at Leeds Trinity");

    // Another diner, booked in that evening, cancels from their manage link.
    const other = fillers.find((booking) => booking.time >= '19:00' && booking.time <= '22:00');
    expect(other, 'a booking that filled the evening').toBeDefined();
    const confirmation = await mailWithSubject(
      request,
      other!.email,
      'Your booking at Leeds Trinity',
    );
    const cancelToken = /\/booking\/([A-Za-z0-9_-]{43})/.exec(confirmation)![1]!;
    await page.goto(`/booking/${cancelToken}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('button', { name: 'Yes, cancel my booking' }).click();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

    const offer = await mailWithSubject(request, ada, 'A table has come up at Leeds Trinity');
    expect(offer).toContain('Book this table: ');
    const response = await page.goto(offerPath(offer));
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await expect(
      page.getByRole('heading', { level: 1, name: 'A table has come up' }),
    ).toBeVisible();
    await expect(page.getByText(/^This table is held for you until \d\d:\d\d\./)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last name')).toHaveValue('Waiting');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(ada);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Mobile number').fill('07700 900 456');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    await mailWithSubject(request, ada, 'Your booking at Leeds Trinity is confirmed');
  });

  test('two waiting diners: the first is offered first, the second when it lapses', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const date = bookingDate(82).iso;
    const cancelToken = await fillEvening(request, date);
    const dev = inbox('waitlist-dev');
    const eve = inbox('waitlist-eve');
    await join(request, date, 'Dev', dev);
    await join(request, date, 'Eve', eve);
    const cancelled = await request.post(`/api/booking/manage/${cancelToken}/cancel`, { data: {} });
    expect(cancelled.status()).toBe(200);

    const devOffer = await mailWithSubject(request, dev, 'A table has come up');
    // Eve is offered nothing while Dev's offer is held (WAITLIST_OFFER_SECONDS, 30 s here)...
    await mailWithSubject(request, eve, "You're on the waitlist");
    // ...and the table once it lapses.
    await mailWithSubject(request, eve, 'A table has come up at Leeds Trinity', 60_000);

    await page.goto(offerPath(devOffer));
    await expect(
      page.getByRole('heading', { level: 1, name: 'This table is no longer held' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Sorry' })).toHaveText(
      'Sorry, this table was held for you for a few minutes only, and that time has passed. We have offered it to the next diner on the waitlist.',
    );
    await expectNoSeriousA11yViolations(page);

    // Dev leaves the waitlist from the e-mail's link, with the keyboard.
    const leave = /(\/booking\/leave-waitlist\/[A-Za-z0-9_-]{43})/.exec(devOffer)![1]!;
    await page.goto(leave);
    await page.getByRole('button', { name: 'Leave the waitlist' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'left the waitlist' })).toHaveText(
      "You've left the waitlist. We won't e-mail you about this evening again.",
    );
    await expectNoSeriousA11yViolations(page);
  });
});
