import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { inbox } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

const signUpForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign me up' }) });

test.describe('mailing-list sign-up and refer a friend (spec 2 §2 "Mailing-list sign-up")', () => {
  // A returning visitor: the newsletter popup, closed on an earlier visit, stays closed.
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('the footer’s Sign Up Here and /offers’ Sign up lead to the sign-up form', async ({
    page,
  }) => {
    await page.goto('/offers');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }),
    ).toHaveAttribute('href', '/sign-up');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign up' }).first(),
    ).toHaveAttribute('href', '/sign-up');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sign Up Here' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(signUpForm(page)).toBeVisible();
  });

  test('a sign-up by keyboard alone, to the thanks page', async ({ page }) => {
    // Many Tab presses and two axe runs: on a busy machine it takes longer than most.
    test.slow();
    await page.goto('/sign-up');
    const form = signUpForm(page);
    await expect(
      page.getByRole('heading', { name: 'Sign up to our newsletter' }).last(),
    ).toBeVisible();

    // Sent empty: every mandatory field says what is missing.
    await tabTo(page, form.getByRole('button', { name: 'Sign me up' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(form.getByRole('combobox', { name: /^Month/ })).toHaveAccessibleDescription(
      'Please choose the month.',
    );
    await expect(
      form.getByRole('checkbox', { name: /offers, news and events/ }),
    ).toHaveAccessibleDescription('Please tick the box to agree to the terms and to hear from us.');
    await expectNoSeriousA11yViolations(page);

    await tabTo(page, form.getByRole('textbox', { name: /Email/ }));
    await page.keyboard.type(inbox('ada'));
    await tabTo(page, form.getByRole('combobox', { name: /Favourite restaurant/ }));
    await page.keyboard.type('Leeds Trinity');
    await expect(form.getByRole('combobox', { name: /Favourite restaurant/ })).toHaveValue('1017');
    await tabTo(page, form.getByRole('textbox', { name: /First name/ }));
    await page.keyboard.type('Ada');
    await tabTo(page, form.getByRole('combobox', { name: /^Month/ }));
    await page.keyboard.type('February');
    await expect(form.getByRole('combobox', { name: /^Month/ })).toHaveValue('2');
    await expect(form.getByRole('combobox', { name: /^Day/ }).getByRole('option')).toHaveCount(30);
    await tabTo(page, form.getByRole('combobox', { name: /^Day/ }));
    await page.keyboard.type('29');
    await expect(form.getByRole('combobox', { name: /^Day/ })).toHaveValue('29');
    await tabTo(page, form.getByRole('checkbox', { name: /offers, news and events/ }));
    await page.keyboard.press('Space');

    // Texts need a mobile number.
    await tabTo(page, form.getByRole('checkbox', { name: /text message/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Sign me up' }));
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: /Mobile number/ })).toHaveAccessibleDescription(
      /Please enter your mobile number to get texts from us\./,
    );
    await tabTo(page, form.getByRole('textbox', { name: /Mobile number/ }));
    await page.keyboard.type('07700 900123');

    await tabTo(page, form.getByRole('button', { name: 'Sign me up' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/signup-thanks$/);
    await expect(page.getByRole('heading', { name: "Thanks, you're on the list" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('refer a friend, to the thanks', async ({ page }) => {
    await page.goto('/refer-a-friend');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Send invitation' }) });
    await form.getByRole('textbox', { name: /Your first name/ }).fill('Grace');
    await form.getByRole('textbox', { name: /^Your email/ }).fill(inbox('grace'));
    await form.getByRole('textbox', { name: /Your friend's email/ }).fill(inbox('alan'));
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you!' });
    await expect(thanks).toContainText("We've sent your friend an invitation.");
    await expect(thanks).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await thanks.getByRole('button', { name: 'Refer another friend' }).click();
    await expect(form.getByRole('textbox', { name: /Your friend's email/ })).toHaveValue('');
  });
});
