import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { inbox, latestMail } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

const voucherCodeOf = (text: string) => /Voucher code: (\S+)/.exec(text)?.[1];

/** Signs a diner up through the API and opens their preference link from the welcome mail. */
async function signUp(request: APIRequestContext) {
  const emailAddress = inbox('zoe');
  const signedUp = await request.post('/api/signup', {
    data: { emailAddress, firstName: 'Zoe', acceptTerms: true },
  });
  expect(signedUp.status()).toBe(200);
  const welcome = await latestMail(request, emailAddress);
  const link = /https?:\/\/\S+\/preferences\/([0-9a-f-]{36})/.exec(welcome.text);
  expect(link).not.toBeNull();
  return { emailAddress, guid: link![1]!, url: new URL(link![0]!).pathname };
}

test.describe('offers and preference links (spec 2 §2 "Offers", "Preferences and choices")', () => {
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('the students offer, from /offers, by keyboard, to the success button', async ({
    page,
    request,
  }) => {
    await page.goto('/offers');
    await page
      .locator('a[href="/offer/30-off-students"]')
      .filter({ hasText: 'Get the offer' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/offer\/30-off-students$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '30% off for students' }),
    ).toBeVisible();
    await expect(page.getByText('Valid Sunday to Thursday until 30 June 2027')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const emailAddress = inbox('sam');
    const email = page.getByRole('textbox', { name: /Email/ });
    await tabTo(page, email);
    await page.keyboard.type(emailAddress);
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Get my voucher code' }));
    await page.keyboard.press('Enter');

    const mailed = page.getByRole('status').filter({ hasText: 'voucher code' });
    await expect(mailed).toContainText(`We've e-mailed your voucher code to ${emailAddress}.`);
    const findUs = mailed.getByRole('link', { name: 'Find a restaurant' });
    await expect(findUs).toHaveAttribute('href', '/find-us');
    await expectNoSeriousA11yViolations(page);

    const first = await latestMail(request, emailAddress);
    expect(first.subject).toBe('Your voucher code: 30% off for students');
    const code = voucherCodeOf(first.text);
    expect(code).toBeTruthy();

    // Asking again mails the same code: one voucher per address and offer.
    const again = await request.post('/api/offer/getcode', {
      data: { offerSlug: '30-off-students', emailAddress, acceptTerms: true },
    });
    expect(await again.json()).toEqual({ statusCode: 200, message: 'Success' });
    await expect
      .poll(async () => voucherCodeOf((await latestMail(request, emailAddress)).text))
      .toBe(code);
  });

  test('/offer leads to /offers; an unknown offer is a 404', async ({ page }) => {
    const response = await page.goto('/offer');
    expect(response?.url()).toMatch(/\/offers$/);
    const missing = await page.goto('/offer/no-such-offer');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
  });

  test('a preference link: preferences, choices and occasion dates are saved', async ({
    page,
    request,
  }) => {
    const customer = await signUp(request);
    const response = await page.goto(customer.url);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).not.toContain('Zoe');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const firstName = page.getByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveValue('Zoe');
    await expectNoSeriousA11yViolations(page);
    await firstName.fill('Zoë');
    await page.getByRole('checkbox', { name: 'Vegetarian and vegan' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();

    await page.reload();
    await expect(firstName).toHaveValue('Zoë');
    await expect(page.getByRole('checkbox', { name: 'Vegetarian and vegan' })).toBeChecked();
    await expect(page.locator('#unsubscribe')).toContainText('Unsubscribe from marketing e-mails');

    await page.goto(`/choices/${customer.guid}`);
    await page.getByRole('group', { name: "What's your favourite?" }).getByLabel('Pasta').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: "What's your favourite?" }).getByLabel('Pasta'),
    ).toBeChecked();

    await page.goto(`/occasion-date/${customer.guid}`);
    await page.getByRole('button', { name: 'Add an occasion' }).click();
    await page.getByRole('combobox', { name: 'Occasion 1' }).selectOption('Anniversary');
    await page.getByRole('combobox', { name: 'Day' }).selectOption('21');
    await page.getByRole('combobox', { name: 'Month' }).selectOption('June');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Occasion 1' })).toHaveValue('Anniversary');
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('6');
  });

  test('a wrong link says what to do, and shows no form', async ({ page }) => {
    await page.goto('/preferences/11111111-1111-4111-8111-111111111111');
    await expect(
      page.getByRole('alert').filter({ hasText: 'find your preferences' }),
    ).toContainText(
      "We couldn't find your preferences. Please use the link in your latest e-mail from us.",
    );
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.goto('/preferences');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }),
    ).toHaveAttribute('href', '/sign-up');
  });
});
