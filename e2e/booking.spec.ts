import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { inbox, latestMail } from './support/mail';
import {
  bookingDate,
  chooseFirstMenu,
  chooseParty,
  chooseRestaurant,
  chooseTimeMenuAndExtras,
  fillDetails,
  fillTestCard,
  bookingModal,
  openBookingModal,
  step,
} from './support/booking';

test.describe('the booking journey', () => {
  test('a standard booking is confirmed with its reference and a valid calendar file', async ({
    page,
  }) => {
    const date = bookingDate();
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    const loadedCalendarLibrary = async () =>
      (await Promise.all(scripts)).some((text) => text.includes('ical-generator'));
    const modal = await openBookingModal(page);
    await expectNoSeriousA11yViolations(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await expectNoSeriousA11yViolations(page);
    await chooseParty(modal, { date: date.typed });
    await expect(step(modal, 3, 'Select a restaurant and time')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expectNoSeriousA11yViolations(page);
    await chooseTimeMenuAndExtras(modal, 'Leeds Trinity');
    await expectNoSeriousA11yViolations(page);
    await fillDetails(modal);
    // No page or step of the journey carries the calendar library: it comes with the thanks.
    expect(await loadedCalendarLibrary()).toBe(false);
    await modal.getByRole('button', { name: 'Book Now' }).click();

    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    const reference = (await modal.getByText(/^Booking reference: /).textContent())!.replace(
      'Booking reference: ',
      '',
    );
    expect(reference).toMatch(/^[A-Z0-9-]{6,}$/);
    await expect(modal).toContainText('Leeds Trinity');
    await expect(modal).toContainText('ada@example.com');
    await expect(modal.getByRole('heading', { name: 'ADD IT TO YOUR CALENDAR' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The Apple option is an RFC 5545 file: CRLF lines, UTC times, a UID from the reference. It
    // is written in the browser by ical-generator, loaded once the thanks shows, into the link.
    await expect(modal.getByRole('link', { name: /^Apple/ })).toHaveAttribute(
      'href',
      /^data:text\/calendar/,
    );
    const download = page.waitForEvent('download');
    await modal.getByRole('link', { name: /^Apple/ }).click();
    expect((await download).suggestedFilename()).toBe(`Tavola-booking-${reference}.ics`);
    const ics = readFileSync(await (await download).path(), 'utf8');
    expect(await loadedCalendarLibrary()).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1]?.trim();
    expect(field('UID')).toContain(reference);
    const londonHour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(`${date.iso}T19:30:00Z`)),
    );
    // 19:30 in London is 19:30 UTC in winter and 18:30 UTC in summer; the event lasts 2 hours.
    const utcHour = londonHour === 19 ? 19 : 18;
    const compact = date.iso.replaceAll('-', '');
    expect(field('DTSTART')).toBe(`${compact}T${utcHour}3000Z`);
    expect(field('DTEND')).toBe(`${compact}T${utcHour + 2}3000Z`);

    await expect(modal.getByRole('link', { name: 'Outlook' })).toHaveAttribute(
      'href',
      /outlook\.live\.com/,
    );
    await expect(modal.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );

    // Close removes the hash and the modal.
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a card guarantee: a declined card shows the error, an accepted card books', async ({
    page,
  }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Headingley');
    await chooseParty(modal, { adults: 8, time: '13:00', date: bookingDate(61).typed });
    await chooseTimeMenuAndExtras(modal, 'Leeds Headingley', '13:00');
    await fillDetails(modal, 'card@example.com');
    await modal.getByRole('button', { name: 'Card Guarantee' }).click();

    // Step 7, numbered like the others; its button reads 'Book now' as spec 1 words it.
    const card = step(modal, 7, 'Card guarantee');
    await expect(card).toHaveAttribute('aria-current', 'step');
    const submitCard = card.getByRole('button', { name: 'Submit Card', exact: true });
    const bookNow = card.getByRole('button', { name: 'Book now', exact: true });
    await expect(submitCard).toBeDisabled();
    await expect(bookNow).toBeDisabled();
    await modal.getByLabel('Card number').fill('4000 1111 1111 1115');
    await modal.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await modal.getByLabel('Security code (CVV)').fill('123');
    await modal.getByLabel('Postcode').fill('LS1 5AB');
    await submitCard.click();
    await expect(
      modal.getByText('Something went wrong submitting card, please try again.'),
    ).toBeVisible();
    await expect(bookNow).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await modal.getByLabel('Card number').fill('4111 1111 1111 1111');
    await expect(submitCard).toBeEnabled();
    await submitCard.click();
    await expect(bookNow).toBeEnabled();
    await expect(submitCard).toBeDisabled();
    await bookNow.click();
    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
  });

  test('a party of 25+ is an enquiry, acknowledged without a calendar', async ({ page }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Manchester', 'Manchester Deansgate');
    await chooseParty(modal, { adults: 26, time: '18:00', date: bookingDate(62).typed });
    await chooseTimeMenuAndExtras(modal, 'Manchester Deansgate', '18:00');
    await expect(
      modal.getByText(
        'An enquiry will be sent to the restaurant for bookings of 25+ guests. We will respond within 48 hours.',
      ),
    ).toBeVisible();
    await fillDetails(modal, 'group@example.com');
    await modal.getByRole('button', { name: 'Enquire now' }).click();
    await expect(
      modal.getByRole('heading', { name: 'Your enquiry has been received.' }),
    ).toBeVisible();
    await expect(modal).toContainText('Please note this booking is not yet confirmed');
    await expect(modal).toContainText("we'll come back to you within 48 hours to confirm");
    await expect(modal.getByText('ADD IT TO YOUR CALENDAR')).toHaveCount(0);
  });

  test('a same-day search starts at the next bookable quarter hour (spec 1 §9)', async ({
    page,
  }) => {
    // 20:10 in London on Tuesday 1 December (GMT): 19:30 has gone, 20:15 is the first table.
    await page.clock.setFixedTime(new Date('2026-12-01T20:10:00Z'));
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    const party = step(modal, 2, 'Table size, time and date');
    const time = party.getByLabel('Time');
    await expect(time).toHaveValue('19:30');
    await party.getByRole('textbox', { name: 'Date' }).fill('01/12/2026');
    await expect(time).toHaveValue('20:15');
    const offered = await time.locator('option').allTextContents();
    expect([offered[0], offered.at(-1)]).toEqual(['20:15', '23:45']);

    // Another day offers every time again, and keeps the diner's.
    await party.getByRole('textbox', { name: 'Date' }).fill('02/12/2026');
    await expect(time.locator('option').first()).toHaveText('09:00');
    await expect(time).toHaveValue('20:15');
  });

  test('no availability offers a call', async ({ page }) => {
    const modal = await openBookingModal(page);
    // 24 guests can never arrive at once at Deansgate (pacing): the calendar knows it, so the day
    // is refused on step 2 with the spec's no-availability message and the call button.
    await chooseRestaurant(modal, 'Manchester', 'Manchester Deansgate');
    const party = step(modal, 2, 'Table size, time and date');
    await party.getByLabel('Adults').selectOption('24');
    await party.getByRole('textbox', { name: 'Date' }).fill(bookingDate(65).typed);
    await expect(party.getByRole('alert')).toContainText('There are no tables for your party on');
    await expect(
      party.getByText(
        "We're having trouble finding something suitable, however if you call us, we'll do what we can to book you in!",
      ),
    ).toBeVisible();
    await expect(party.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(party.getByRole('button', { name: 'Check availability' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('special restaurants: external provider, holiday park, bookings disabled', async ({
    page,
  }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Bath', 'Bath');
    await expect(
      modal.getByText(
        'Bookings for this restaurant are managed by an external provider. Click the button below to continue.',
      ),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      'https://bookings.partner.example/tavola/bath',
    );

    await chooseRestaurant(modal, 'Newark', 'Center Parcs Sherwood Forest');
    await expect(
      modal.getByText(
        "Sorry, we can't take bookings for Center Parcs restaurants online. Please call the restaurant directly to book.",
      ),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: /^Call / })).toBeVisible();

    await chooseRestaurant(modal, 'Leeds', 'Leeds Kirkgate Market');
    await expect(
      modal.getByText(
        "Sorry, we don't take bookings for this restaurant, please contact them directly.",
      ),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      'tel:01134960240',
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("each 'Edit' resets the steps after it", async ({ page }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await chooseParty(modal, { date: bookingDate(63).typed });
    await chooseTimeMenuAndExtras(modal, 'Leeds Trinity');
    await expect(modal.getByLabel('First name')).toBeVisible();

    // Editing the menu clears the extras and returns to step 4.
    await step(modal, 4, 'Select a menu').getByRole('button', { name: /^Edit/ }).click();
    await expect(step(modal, 4, 'Select a menu')).toHaveAttribute('aria-current', 'step');
    await expect(modal.getByLabel('First name')).toHaveCount(0);

    // Editing the date clears availability and the menu.
    await step(modal, 2, 'Table size, time and date')
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(step(modal, 2, 'Table size, time and date')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      step(modal, 3, 'Select a restaurant and time').getByRole('button', { name: '19:30' }),
    ).toHaveCount(0);

    // Editing the restaurant clears the date too.
    await chooseParty(modal, { date: bookingDate(63).typed });
    await step(modal, 1, 'Select a restaurant').getByRole('button', { name: /^Edit/ }).click();
    await expect(step(modal, 1, 'Select a restaurant')).toHaveAttribute('aria-current', 'step');
    await chooseRestaurant(modal, 'Leeds', 'Leeds Call Lane');
    await expect(
      step(modal, 2, 'Table size, time and date').getByRole('textbox', { name: 'Date' }),
    ).toHaveValue('');
  });

  // Issue: Edit on step 4 wiped the details typed on step 6, and the card step had no way back.
  test('typed details survive an Edit, and the card step goes back to fix the e-mail', async ({
    page,
    request,
  }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Headingley');
    await chooseParty(modal, { adults: 8, time: '13:00', date: bookingDate(67).typed });
    await chooseTimeMenuAndExtras(modal, 'Leeds Headingley', '13:00');
    await fillDetails(modal, 'ada@exmaple.com');

    const menus = step(modal, 4, 'Select a menu');
    await menus.getByRole('button', { name: /^Edit/ }).click();
    await expect(modal.getByLabel('First name')).toHaveCount(0);
    await chooseFirstMenu(modal);
    const extras = step(modal, 5, 'Extras?').getByRole('button', { name: 'Continue' });
    await expect(extras.or(modal.getByLabel('First name'))).toBeVisible();
    if (await extras.isVisible()) await extras.click();
    await expect(modal.getByLabel('First name')).toHaveValue('Ada');
    await expect(modal.getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(modal.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@exmaple.com');
    await expect(modal.getByLabel('Mobile number')).toHaveValue('07700 900123');
    await modal.getByRole('button', { name: 'Card Guarantee' }).click();

    // On the card step the e-mail shows wrong: Edit on step 6 puts it right.
    const details = step(modal, 6, 'Your details');
    await expect(details).toContainText('ada@exmaple.com');
    await details.getByRole('button', { name: /^Edit/ }).click();
    await expect(details).toHaveAttribute('aria-current', 'step');
    const email = inbox('card-fix');
    await modal.getByRole('textbox', { name: 'Email' }).fill(email);
    await modal.getByRole('button', { name: 'Card Guarantee' }).click();
    const card = step(modal, 7, 'Card guarantee');
    await fillTestCard(card, 'LS6 3HN');
    await card.getByRole('button', { name: 'Submit Card', exact: true }).click();
    await card.getByRole('button', { name: 'Book now', exact: true }).click();
    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    await expect(modal).toContainText(email);
    expect((await latestMail(request, email)).subject).toMatch(/is confirmed$/);
  });

  // Issue: the set menu, served until 6pm, was offered for 19:30.
  test('a menu served until 6pm is offered for lunch but not for 19:30', async ({ page }) => {
    const modal = await openBookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    const date = bookingDate(68).typed;
    await chooseParty(modal, { date });
    await step(modal, 3, 'Select a restaurant and time')
      .getByRole('group', { name: 'Leeds Trinity' })
      .getByRole('button', { name: '19:30', exact: true })
      .click();
    // À la carte alone is served then: it is chosen for the diner (spec 1 §4), the set menu never offered.
    const menus = step(modal, 4, 'Select a menu');
    await expect(menus).toContainText('À la carte');
    await expect(menus).not.toContainText('Set menu');

    await step(modal, 2, 'Table size, time and date')
      .getByRole('button', { name: /^Edit/ })
      .click();
    await chooseParty(modal, { date, time: '13:00' });
    await step(modal, 3, 'Select a restaurant and time')
      .getByRole('group', { name: 'Leeds Trinity' })
      .getByRole('button', { name: '13:00', exact: true })
      .click();
    await expect(menus.getByRole('button', { name: /^Select menu Set menu/ })).toBeVisible();
  });

  test('the standard booking works with the keyboard alone', async ({ page }) => {
    await page.goto('/find-us#booking');
    const modal = bookingModal(page);
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByLabel('Find a restaurant'));
    await page.keyboard.type('Leeds');
    await tabTo(page, modal.getByRole('button', { name: 'Select Leeds Trinity' }));
    await page.keyboard.press('Enter');
    await tabTo(page, modal.getByRole('textbox', { name: 'Date' }));
    await page.keyboard.type(bookingDate(64).typed);
    await tabTo(page, modal.getByRole('button', { name: 'Check availability' }));
    await page.keyboard.press('Enter');
    const times = step(modal, 3, 'Select a restaurant and time').getByRole('group', {
      name: 'Leeds Trinity',
    });
    await tabTo(page, times.getByRole('button', { name: '19:30', exact: true }));
    await page.keyboard.press('Enter');
    const selectMenu = modal.getByRole('button', { name: /^Select menu/ }).first();
    const menuChosen = step(modal, 4, 'Select a menu').getByRole('button', { name: /^Edit/ });
    await expect(selectMenu.or(menuChosen)).toBeVisible();
    if (await selectMenu.isVisible()) {
      await tabTo(page, selectMenu);
      await page.keyboard.press('Enter');
    }
    const extras = step(modal, 5, 'Extras?').getByRole('button', { name: 'Continue' });
    await expect(extras.or(modal.getByLabel('First name'))).toBeVisible();
    if (await extras.isVisible()) {
      await tabTo(page, extras);
      await page.keyboard.press('Enter');
    }
    for (const [label, text] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email', 'grace@example.com'],
      ['Mobile number', '07700900456'],
    ] as const) {
      await tabTo(page, modal.getByRole('textbox', { name: label }));
      await page.keyboard.type(text);
    }
    await tabTo(page, modal.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
  });
});
