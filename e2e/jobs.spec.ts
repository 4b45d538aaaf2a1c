import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { inbox, latestMail } from './support/mail';
import { dismissNewsletterPopupEarlier } from './support/popup';

interface ApiJob {
  jobId: string;
  name: string;
  cvRequired: string;
  workExperienceRequired: string;
  questions: { id: string; type: string; is_mandatory: boolean; text: string }[];
  restaurant: { title: string };
}

/** A small, real PDF: what the server's content check looks for is its `%PDF-` start. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A Windows program renamed to .pdf: the name passes, the content does not. */
const renamedExe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

/** The nearest job to Leeds that asks for everything: a CV, work experience and questions. */
async function fullJobNearLeeds(request: APIRequestContext): Promise<ApiJob> {
  const [place] = (await (await request.get('/api/jobs/locations?query=Leeds')).json()) as {
    geometry: { location: { lat: number; lng: number } };
  }[];
  const { lat, lng } = place!.geometry.location;
  const { jobs } = (await (await request.get(`/api/jobs?lat=${lat}&lng=${lng}`)).json()) as {
    jobs: ApiJob[];
  };
  const job = jobs.find(
    (candidate) =>
      candidate.cvRequired === 'True' &&
      candidate.workExperienceRequired === 'True' &&
      candidate.questions.some((question) => question.type === 'TEXT'),
  );
  expect(job, 'a job near Leeds with a CV, experience and a text question').toBeDefined();
  return job!;
}

/** Fills the apply modal for `job`: personal details, a CV, one role and every question. */
async function fillApplication(page: Page, job: ApiJob, email: string, cv: Buffer) {
  const dialog = page.getByRole('dialog', { name: `Apply: ${job.name}` });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('textbox', { name: /^First name/ }).fill('Zoë');
  await dialog.getByRole('textbox', { name: /^Second name/ }).fill("O'Brien");
  await dialog.getByRole('textbox', { name: /^Telephone/ }).fill('+44 113 496 0000');
  await dialog.getByLabel(/^Your CV/).setInputFiles({
    name: 'zoe-obrien-cv.pdf',
    mimeType: 'application/pdf',
    buffer: cv,
  });
  const role = dialog.getByRole('group', { name: 'Role 1' });
  await role.getByRole('textbox', { name: /^Employer/ }).fill('Trattoria Roma');
  await role.getByRole('textbox', { name: /^Job title/ }).fill('Commis Chef');
  await role.getByRole('combobox', { name: /^Start month/ }).selectOption({ label: 'March' });
  const lastYear = String(new Date().getFullYear() - 1);
  await role.getByRole('combobox', { name: /^Start year/ }).selectOption(lastYear);
  await role.getByRole('checkbox', { name: 'This is my current role' }).check();
  await expect(role.getByRole('combobox', { name: /^End month/ })).toBeDisabled();

  for (const question of job.questions) {
    if (question.type === 'TEXT') {
      await dialog.getByRole('textbox', { name: question.text }).fill('Two weeks.');
    } else {
      const group = dialog.getByRole('group', { name: question.text });
      const kind = question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio';
      await group.getByRole(kind).first().check();
    }
  }
  return dialog;
}

test.describe('careers: job search, job page and applying (spec 2 §2 "Jobs")', () => {
  // A returning visitor: the newsletter popup, closed on an earlier visit, stays closed.
  test.beforeEach(async ({ page }) => {
    await dismissNewsletterPopupEarlier(page);
  });

  test('search Leeds, open a job, apply with a PDF, then again: already applied', async ({
    page,
    request,
  }) => {
    // Two searches, a form with a dozen fields and four axe runs.
    test.slow();
    const job = await fullJobNearLeeds(request);
    await page.goto('/careers');
    await page.getByRole('link', { name: 'Search jobs' }).first().click();
    await expect(page).toHaveURL(/\/careers\/job-search$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Enter your postcode' }).click();
    await page.getByRole('textbox', { name: 'Postcode or town' }).fill('Leeds');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /jobs? near Leeds/ })).toBeVisible();
    const results = page.getByRole('main').getByRole('list', { name: /jobs/i });
    await expect(results.getByText(/miles away/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Show more until the job is listed (nearest first, a dozen at a time).
    const link = page.locator(`a[href="/careers/job/${job.jobId}"]`);
    while (!(await link.isVisible())) {
      await page.getByRole('button', { name: 'Show more jobs' }).click();
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/careers/job/${job.jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Sent empty: the fields say what is missing.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.name}` });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await expect(dialog.getByText('Please upload your CV.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = inbox('zoe');
    await fillApplication(page, job, email, pdf);
    // The CV goes as a file part of a multipart post, which the server reads as it arrives
    // (Chromium does not show a file's bytes in a request's post data: the API tests check them).
    const posted = page.waitForRequest('**/api/jobs/application');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    const post = await posted;
    expect(post.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(
      dialog.getByRole('heading', { name: 'Thank you for your application.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const acknowledgement = await latestMail(request, email);
    expect(acknowledgement.subject).toBe(`Your application for ${job.name}`);

    // Closed after the thanks, the form starts empty; the same e-mail again is refused (code 14).
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
    await fillApplication(page, job, email, pdf);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    const error = page.getByRole('dialog', { name: 'Your application was not sent' });
    await expect(error).toContainText('You have already submitted an application for this job.');
    await expectNoSeriousA11yViolations(page);
  });

  test('search, open a job and apply by keyboard alone', async ({ page, request }) => {
    // Many Tab presses through a long form, and a search.
    test.slow();
    const job = await fullJobNearLeeds(request);
    await page.goto('/careers/job-search');

    await tabTo(page, page.getByRole('button', { name: 'Enter your postcode' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('textbox', { name: 'Postcode or town' }));
    await page.keyboard.type('Leeds');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /jobs? near Leeds/ })).toBeVisible();
    const link = page.locator(`a[href="/careers/job/${job.jobId}"]`);
    while (!(await link.isVisible())) {
      await tabTo(page, page.getByRole('button', { name: 'Show more jobs' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/careers/job/${job.jobId}$`));

    await tabTo(page, page.getByRole('button', { name: 'Apply', exact: true }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Apply: ${job.name}` });
    const email = inbox('ada');
    for (const [name, text] of [
      [/^Email/, email],
      [/^First name/, 'Ada'],
      [/^Second name/, 'Lovelace'],
      [/^Telephone/, '0113 496 0000'],
    ] as const) {
      await tabTo(page, dialog.getByRole('textbox', { name }));
      await page.keyboard.type(text);
    }
    // The file chooser opens from the keyboard, as any button does.
    await tabTo(page, dialog.getByLabel(/^Your CV/));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (
      await chooser
    ).setFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText('Chosen: ada-cv.pdf')).toBeVisible();

    const role = dialog.getByRole('group', { name: 'Role 1' });
    await tabTo(page, role.getByRole('textbox', { name: /^Employer/ }));
    await page.keyboard.type('Analytical Engines Ltd');
    await tabTo(page, role.getByRole('textbox', { name: /^Job title/ }));
    await page.keyboard.type('Head Chef');
    await tabTo(page, role.getByRole('combobox', { name: /^Start month/ }));
    await page.keyboard.type('June');
    await tabTo(page, role.getByRole('combobox', { name: /^Start year/ }));
    await page.keyboard.type(String(new Date().getFullYear() - 2));
    await tabTo(page, role.getByRole('checkbox', { name: 'This is my current role' }));
    await page.keyboard.press('Space');
    await expect(role.getByRole('combobox', { name: /^End year/ })).toBeDisabled();

    for (const question of job.questions) {
      if (question.type === 'TEXT') {
        await tabTo(page, dialog.getByRole('textbox', { name: question.text }));
        await page.keyboard.type('A month.');
      } else {
        const group = dialog.getByRole('group', { name: question.text });
        const kind = question.type === 'MULTIPLE_CHOICE' ? 'checkbox' : 'radio';
        await tabTo(page, group.getByRole(kind).first());
        await page.keyboard.press('Space');
        await expect(group.getByRole(kind).first()).toBeChecked();
      }
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Send application' }));
    await page.keyboard.press('Enter');
    await expect(
      dialog.getByRole('heading', { name: 'Thank you for your application.' }),
    ).toBeVisible();
    expect((await latestMail(request, email)).subject).toBe(`Your application for ${job.name}`);
  });

  test('a program renamed to .pdf is refused as a CV, and the fields say why', async ({
    page,
    request,
  }) => {
    const job = await fullJobNearLeeds(request);
    await page.goto(`/careers/job/${job.jobId}`);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = await fillApplication(page, job, inbox('mallory'), renamedExe);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    const error = page.getByRole('dialog', { name: 'Your application was not sent' });
    await expect(error).toContainText(
      'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
    );
    await error.getByRole('button', { name: 'OK' }).click();
    // Refused by the server at the file's first bytes, in the CV field's own words.
    await expect(dialog.getByLabel(/^Your CV/)).toHaveAccessibleDescription(
      /Your CV must be a PDF \(\.pdf\) or Word \(\.docx\) document\.$/,
    );
  });

  test('a role link presets the search; an unknown job or role is the 404 page', async ({
    page,
  }) => {
    await page.goto('/careers/job-search/kitchen');
    await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Back of House');
    for (const path of ['/careers/job/no-such-job', '/careers/job-search/astronaut']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });

  test('the job-type checkboxes have valid HTML ids (no spaces) on both search pages', async ({
    page,
  }) => {
    for (const path of ['/careers', '/careers/job-search']) {
      await page.goto(path);
      const fullTime = page.getByRole('checkbox', { name: 'Full time' });
      await expect(fullTime).toBeVisible();
      const ids = await page
        .locator('[id]')
        .evaluateAll((elements) => elements.map((element) => element.id));
      expect([path, ids.filter((id) => /\s/.test(id))]).toEqual([path, []]);
      // The label names its checkbox by that id: clicking it ticks the box off.
      await page
        .locator('label[for]')
        .filter({ hasText: /^Part time$/ })
        .click();
      await expect(page.getByRole('checkbox', { name: 'Part time' })).not.toBeChecked();
    }
  });

  test('location permission denied says how to search near you', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/careers/job-search');
    await page.getByRole('button', { name: 'Find jobs near you' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'To search for jobs near you, please enable location services.',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
