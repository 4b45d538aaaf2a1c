import { expect, test } from '@playwright/test';
import { inbox, latestMail } from './support/mail';
import { sidewaysOverflow } from './support/sideways';

/**
 * No page scrolls sideways on a phone (issue 18: a restaurant page was 402 px wide at 390 px). One
 * route of each kind in spec 1 §2's route table and spec 2's pages, at the narrowest phone we
 * support (320 px) and a common one (390 px): the document is never wider than the viewport.
 */
const routes = [
  '/',
  '/about-us',
  '/find-us',
  '/book-now',
  '/find-us#booking',
  '/our-menu',
  '/our-menu/drinks-menu',
  '/menu',
  '/menu/main-menu',
  '/restaurants',
  '/restaurants/london',
  '/restaurants/london/menu/kids-menu',
  '/restaurants/leeds/book-now',
  '/restaurants/leeds/index-old',
  '/restaurants/leeds/trinity',
  '/restaurants/leeds/trinity/book-now',
  '/restaurants/leeds/trinity/menu',
  '/restaurants/london/covent-garden/menu/main-menu',
  '/careers',
  '/careers/job-search',
  '/careers/job-search/kitchen',
  'a job',
  '/offers',
  '/offer/30-off-students',
  '/group-bookings',
  '/contact',
  '/sign-up',
  '/signup-thanks',
  '/refer-a-friend',
  '/referral',
  '/faqs',
  '/privacy-policy',
  '/preferences/11111111-1111-4111-8111-111111111111',
  'choices',
  'occasion dates',
  '/no-such-page-at-all',
];

/** The routes that need a record of the running site: a job, a customer's guid. */
const recordPaths: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  const { jobs } = (await (await request.get('/api/jobs?lat=53.8&lng=-1.55')).json()) as {
    jobs: { jobId: string }[];
  };
  recordPaths['a job'] = `/careers/job/${jobs[0]!.jobId}`;
  const emailAddress = inbox('wide');
  const signedUp = await request.post('/api/signup', {
    data: { emailAddress, firstName: 'Wendy', acceptTerms: true },
  });
  expect(signedUp.status()).toBe(200);
  const guid = /\/preferences\/([0-9a-f-]{36})/.exec(
    (await latestMail(request, emailAddress)).text,
  )![1]!;
  recordPaths.choices = `/choices/${guid}`;
  recordPaths['occasion dates'] = `/occasion-date/${guid}`;
});

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const route of routes) {
      test(`${route} does not scroll sideways`, async ({ page }) => {
        const path = recordPaths[route] ?? route;
        await page.goto(path);
        // What the browser decides after hydration (open now, banners, maps) counts too.
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysOverflow(page, width);
        expect(
          overflow.scrollWidth,
          `${path} is ${overflow.scrollWidth} px wide at ${width} px: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(width);
      });
    }
  });
}
