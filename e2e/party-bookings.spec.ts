import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingModal, chooseRestaurant, fillDetails, step } from './support/booking';
import { inbox, latestMail } from './support/mail';

/**
 * Event occasions booked from the site: the Christmas banner's 'Plan your party' link
 * (/christmas-party#booking-christmas-party) opens the journey on the Christmas party, which is
 * booked through the events call and confirmed by name on the thanks panel and in the e-mail.
 */

/**
 * A London date in the Christmas-party season (15 November to 24 December) at least a week ahead:
 * `dd/MM/yyyy` for the date box. `offset` spreads the tests over different days.
 */
function partyDate(offset = 0): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 + offset);
  const year = date.getUTCFullYear();
  const monthDay = (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
  // Before the season: its first days; after it: next year's.
  if (monthDay < 1120) date.setTime(Date.UTC(year, 10, 20 + offset));
  if (monthDay > 1222) date.setTime(Date.UTC(year + 1, 10, 20 + offset));
  const [isoYear, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${isoYear}`;
}

/** Whether today (London) is in the Christmas-party season, 15 November to 24 December. */
function partySeasonToday(): boolean {
  const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month! * 100 + day! >= 1115 && month! * 100 + day! <= 1224;
}

/** Steps 2-5 for a Christmas party: the occasion is already chosen by the link. */
async function choosePartyTimeAndExtras(modal: Locator, adults: number, date: string) {
  const party = step(modal, 2, 'Table size, time and date');
  const occasion = party.getByRole('group', { name: 'Occasion' });
  const christmas = occasion.getByRole('radio', { name: /^Christmas party/ });
  if (partySeasonToday()) {
    // The link chose the party, and its minimum (8) was set for the diner.
    await expect(christmas).toBeChecked();
    await expect(party.getByLabel('Adults')).toHaveValue('8');
  }
  await party.getByRole('textbox', { name: 'Date' }).fill(date);
  // Out of season the party is offered once a date in season is chosen.
  await expect(christmas).toBeVisible();
  if (!(await christmas.isChecked())) await christmas.check();
  await party.getByLabel('Adults').selectOption(String(adults));
  await party.getByLabel('Time').selectOption('19:30');
  await party.getByRole('button', { name: 'Check availability' }).click();
  await expect(party).toContainText('Christmas party:');

  // One restaurant with the time asked for is chosen for the diner; otherwise its first time.
  const extras = step(modal, 5, 'Extras?').getByRole('button', { name: 'Continue' });
  const times = step(modal, 3, 'Select a restaurant and time').getByRole('group', {
    name: 'Leeds Trinity',
  });
  await expect(extras.or(times)).toBeVisible();
  if (!(await extras.isVisible())) await times.getByRole('button').first().click();
  // The party has one menu, the Christmas menu: it is chosen for the diner.
  await expect(step(modal, 4, 'Select a menu')).toContainText('Christmas menu');
  await extras.click();
}

test.describe('party bookings', () => {
  test('from the banner to the thanks panel and the e-mail: a Christmas party for 8', async ({
    page,
    request,
  }) => {
    // A whole journey with axe at each step: 25 s alone, past a minute on a loaded machine.
    test.slow();
    // The banner runs from 1 November to 24 December; the rest of the year its link is the way in.
    const [, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
      .format(new Date())
      .split('-')
      .map(Number);
    const bannerShows = month! * 100 + day! >= 1101 && month! * 100 + day! <= 1224;
    if (bannerShows) {
      await page.goto('/');
      const banner = page.getByRole('complementary', { name: 'Announcement' });
      await expect(banner).toContainText('Christmas bookings are now open');
      await banner.getByRole('link', { name: 'Plan your party' }).click();
    } else {
      await page.goto('/christmas-party#booking-christmas-party');
    }
    await expect(page).toHaveURL(/\/christmas-party#booking-christmas-party$/);
    const modal = bookingModal(page);
    await expect(modal).toBeVisible();

    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await expectNoSeriousA11yViolations(page);
    await choosePartyTimeAndExtras(modal, 8, partyDate());

    const email = inbox('party');
    await fillDetails(modal, email);
    // A party of 8 gives a card guarantee.
    await modal.getByRole('button', { name: 'Card Guarantee' }).click();
    const card = step(modal, 7, 'Card guarantee');
    await modal.getByLabel('Card number').fill('4111 1111 1111 1111');
    await modal.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await modal.getByLabel('Security code (CVV)').fill('123');
    await modal.getByLabel('Postcode').fill('LS1 5AB');
    await card.getByRole('button', { name: 'Submit Card', exact: true }).click();
    await card.getByRole('button', { name: 'Book now', exact: true }).click();

    await expect(modal.getByRole('heading', { name: 'Your booking is confirmed.' })).toBeVisible();
    await expect(modal.getByText('Christmas party for 8 guests')).toBeVisible();
    const reference = (await modal.getByText(/^Booking reference: /).textContent())!.replace(
      'Booking reference: ',
      '',
    );
    await expectNoSeriousA11yViolations(page);

    const mail = await latestMail(request, email);
    expect(mail.subject).toMatch(/^Your Christmas party at .*Leeds Trinity is confirmed$/);
    expect(mail.text).toContain('Your booking is confirmed.');
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.text).toContain('Occasion: Christmas party for 8 guests');
    expect(mail.text).toContain('Menu: Christmas menu');
  });

  test('a Christmas party of 25+ is sent as an enquiry, named on the thanks panel', async ({
    page,
    request,
  }) => {
    await page.goto('/christmas-party#booking-christmas-party');
    const modal = bookingModal(page);
    await expect(modal).toBeVisible();
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    await choosePartyTimeAndExtras(modal, 30, partyDate(1));
    await expect(
      modal.getByText(
        'An enquiry will be sent to the restaurant for bookings of 25+ guests. We will respond within 48 hours.',
      ),
    ).toBeVisible();
    const email = inbox('party-enquiry');
    await fillDetails(modal, email);
    await modal.getByRole('button', { name: 'Enquire now' }).click();

    await expect(
      modal.getByRole('heading', { name: 'Your enquiry has been received.' }),
    ).toBeVisible();
    await expect(modal.getByText('Christmas party for 30 guests')).toBeVisible();
    const mail = await latestMail(request, email);
    expect(mail.subject).toMatch(/^Your enquiry at .*Leeds Trinity has been received$/);
    expect(mail.text).toContain('Occasion: Christmas party for 30 guests');
  });

  test('an ordinary #booking offers the party beside a table, and a table stays the default', async ({
    page,
  }) => {
    await page.goto('/find-us#booking');
    const modal = bookingModal(page);
    await chooseRestaurant(modal, 'Leeds', 'Leeds Trinity');
    const party = step(modal, 2, 'Table size, time and date');
    // Out of season the party is offered for a date in season.
    if (!partySeasonToday()) await party.getByRole('textbox', { name: 'Date' }).fill(partyDate(2));
    const occasion = party.getByRole('group', { name: 'Occasion' });
    await expect(occasion.getByRole('radio', { name: 'Table booking' })).toBeChecked();
    await occasion.getByRole('radio', { name: /^Christmas party/ }).check();
    await expect(modal.getByLabel('Adults')).toHaveValue('8');
    await expectNoSeriousA11yViolations(page);
  });
});
