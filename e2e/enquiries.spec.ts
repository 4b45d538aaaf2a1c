import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { bookingDate, bookingModal, step } from './support/booking';
import { tabTo } from './support/keyboard';
import { inbox } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

test.describe('enquiries (spec 2 §2 "Contact and group-booking enquiries")', () => {
  // A returning visitor: the newsletter popup, closed on an earlier visit, stays closed (on a slow
  // machine its 8 s may pass before the test reaches the form).
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('a contact enquiry, by keyboard alone, to the thanks', async ({ page }) => {
    await page.goto('/contact');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send message' }) });
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sent empty: every mandatory field says what is missing.
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'Please enter your first name.',
    );
    await expectNoSeriousA11yViolations(page);

    for (const [name, text] of [
      [/First name/, 'Grace'],
      [/Last name/, 'Hopper'],
      [/Email/, inbox('grace')],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name }));
      await page.keyboard.type(text);
    }
    await tabTo(page, form.getByRole('combobox', { name: /What is your message about/ }));
    await page.keyboard.type('Feedback');
    await tabTo(page, form.getByRole('combobox', { name: /Restaurant/ }));
    await page.keyboard.type('Leeds Trinity');
    await expect(form.getByRole('combobox', { name: /Restaurant/ })).toHaveValue('1017');
    await tabTo(page, form.getByRole('textbox', { name: /Your message/ }));
    await page.keyboard.type('A lovely Sunday lunch, thank you all!');
    await tabTo(page, form.getByRole('button', { name: 'Send message' }));
    await page.keyboard.press('Enter');

    const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
    await expect(thanks).toContainText("Your message has been sent. We'll reply within 48 hours.");
    await expect(thanks).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  test('a group-booking enquiry from /group-bookings', async ({ page }) => {
    await page.goto('/group-bookings');
    await page.getByRole('link', { name: 'Make an enquiry' }).first().click();
    await expect(page).toHaveURL(/#enquiry$/);
    const form = page.locator('#enquiry form');
    await expect(form.getByRole('spinbutton', { name: /Number of guests/ })).toBeInViewport();
    // The enquiry type is a field of the form (spec 2 §2), starting at group bookings.
    await expect(form.getByRole('combobox', { name: /What is your message about/ })).toHaveValue(
      'groupBookings',
    );
    await form.getByRole('textbox', { name: /First name/ }).fill('Ada');
    await form.getByRole('textbox', { name: /Last name/ }).fill('Lovelace');
    await form.getByRole('textbox', { name: /Email/ }).fill(inbox('ada'));
    await form.getByRole('combobox', { name: /Restaurant/ }).selectOption({ label: 'London Soho' });
    await form.getByRole('spinbutton', { name: /Number of guests/ }).fill('30');
    await form
      .getByRole('textbox', { name: /Tell us about your group/ })
      .fill('A leaving do on a Friday in March, around 7pm.');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('#enquiry').getByRole('status')).toContainText(
      "Your group booking enquiry has been sent to the restaurant. We'll come back to you within 48 hours to confirm.",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('a group-booking trigger opens the booking modal on step two', async ({ page }) => {
    await page.goto('/group-bookings');
    await page.getByRole('link', { name: 'Book your group online' }).click();
    const modal = bookingModal(page);
    await expect(modal).toBeVisible();
    const party = step(modal, 2, 'Table size, time and date');
    await expect(party.getByRole('button', { name: 'Check availability' })).toBeVisible();
    await expect(modal.getByLabel('Find a restaurant')).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await party.getByRole('textbox', { name: 'Date' }).fill(bookingDate(66).typed);
    await party.getByRole('button', { name: 'Check availability' }).click();
    await modal.getByLabel('Find a restaurant').fill('Leeds');
    await modal.getByRole('button', { name: 'Select Leeds Trinity' }).click();
    await expect(step(modal, 3, 'Select a restaurant and time')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a group-booking contact trigger opens the enquiry form in a dialog', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('link', { name: 'Send a group enquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Group booking enquiry' });
    await expect(dialog.getByRole('spinbutton', { name: /Number of guests/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#group-booking-contact/);
  });
});
