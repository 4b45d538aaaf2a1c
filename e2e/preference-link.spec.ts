import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { inbox, latestMail } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

/** Each test its own number: texts to a number are limited. */
const mobileNumber = () => `07700${String(Date.now() % 1_000_000).padStart(6, '0')}`.slice(0, 11);

/** The code in the latest text to a number, read through the diagnostics route. */
async function codeTextedTo(request: APIRequestContext, number: string) {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/diagnostics/sms?to=${number}`);
      code = response.ok() ? /code is (\d{6})/.exec((await response.json()).text)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

test.describe('a preference link (spec 2 §2 "Preferences and choices")', () => {
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('29 February 2023 signs up; the link masks the number and birthday; texts start with the code', async ({
    page,
    request,
  }) => {
    const emailAddress = inbox('leap');
    const phoneNumber = mobileNumber();
    const signedUp = await request.post('/api/signup', {
      data: {
        emailAddress,
        firstName: 'Ada',
        phoneNumber,
        favouriteRestaurant: '1017',
        birthday: { day: 29, month: 2, year: 2023 },
        acceptTerms: true,
        acceptSMSTerms: true,
      },
    });
    expect(signedUp.status()).toBe(200);
    const welcome = await latestMail(request, emailAddress);
    const guid = /\/preferences\/([0-9a-f-]{36})/.exec(welcome.text)![1]!;

    await page.goto(`/preferences/${guid}`);
    const mobile = page.getByRole('textbox', { name: /Mobile number/ });
    await expect(mobile).toHaveValue(`*******${phoneNumber.slice(-3)}`);
    await expect(page.getByText('We have your birthday.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(phoneNumber);
    // Asked for at sign-up, and waiting for its code.
    await expect(page.getByRole('checkbox', { name: /text message/ })).toBeChecked();
    await expect(
      page.getByText(
        "We've texted a code to your mobile. Enter it here to start getting our texts.",
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The masked number and the birthday on file are kept by a save.
    await page.getByRole('textbox', { name: /First name/ }).fill('Adeline');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Code from the text' })).toBeVisible();

    const code = await codeTextedTo(request, phoneNumber);
    const codeField = page.getByRole('textbox', { name: 'Code from the text' });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(codeField).toHaveAccessibleDescription(
      "That code isn't right, or it has expired. Please check it, or save your preferences again for a new one.",
    );
    await expectNoSeriousA11yViolations(page);
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText("Thank you. You'll now get our offers by text.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /text message/ })).toBeChecked();
    await expect(mobile).toHaveValue(`*******${phoneNumber.slice(-3)}`);
    await page.getByRole('button', { name: 'Change your birthday' }).click();
    await expect(page.getByRole('combobox', { name: /^Day/ })).toHaveValue('');
    await expectNoSeriousA11yViolations(page);
  });

  test('the preferences lead to the choices and occasions the welcome e-mail promises', async ({
    page,
    request,
  }) => {
    const emailAddress = inbox('more');
    await request.post('/api/signup', {
      data: { emailAddress, firstName: 'Zoe', acceptTerms: true },
    });
    const guid = /\/preferences\/([0-9a-f-]{36})/.exec(
      (await latestMail(request, emailAddress)).text,
    )![1]!;
    await page.goto(`/preferences/${guid}`);
    const more = page.getByRole('navigation', { name: 'Tell us more' });
    await more.getByRole('link', { name: 'Tell us what you like' }).click();
    await expect(page).toHaveURL(new RegExp(`/choices/${guid}$`));

    // How often: one answer.
    const often = page.getByRole('group', { name: 'How often do you eat with us?' });
    await often.getByRole('radio', { name: 'Once a week or more' }).check();
    await often.getByRole('radio', { name: 'A few times a year' }).check();
    await expect(often.getByRole('radio', { name: 'Once a week or more' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/preferences/${guid}`);
    await more.getByRole('link', { name: 'Tell us the occasions you celebrate' }).click();
    await expect(page).toHaveURL(new RegExp(`/occasion-date/${guid}$`));

    // An occasion without its day names the occasion and the field, until it is fixed.
    await page.getByRole('button', { name: 'Add an occasion' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const day = page.getByRole('combobox', { name: /^Day/ });
    await expect(day).toHaveAccessibleDescription('Please choose the day.');
    // (Next's route announcer is an alert of its own, outside the main landmark.)
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText('Please check occasion 1: Please choose the day.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('combobox', { name: /^Month/ }).selectOption('March');
    await day.selectOption('3');
    await expect(alert).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  });

  test('a voucher request that fails offers to try again, and trying again works', async ({
    page,
  }) => {
    await page.goto('/offer/30-off-students');
    let failures = 1;
    await page.route('**/api/offer/getcode', (route) =>
      failures-- > 0
        ? route.fulfill({ status: 503, json: { code: 503, message: 'Unavailable' } })
        : route.continue(),
    );
    const emailAddress = inbox('retry');
    await page.getByRole('textbox', { name: /Email/ }).fill(emailAddress);
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Get my voucher code' }).click();
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).toBeEnabled();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await tryAgain.click();
    await expect(page.getByRole('status').filter({ hasText: 'voucher code' })).toContainText(
      `We've e-mailed your voucher code to ${emailAddress}.`,
    );
  });
});
