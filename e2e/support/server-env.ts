/** What the e2e servers are started with; each adds its port, address, brand and database. */
export const serverEnv = {
  DIAGNOSTIC_ROUTES: 'true',
  REVALIDATE_SECRET: 'e2e-revalidate-secret-value',
  PREVIEW_SECRET: 'e2e-preview-secret-value',
  LOG_LEVEL: 'warn',
  // Every e2e diner posts from 127.0.0.1: the form, booking and card-token limits are for one
  // person, not a whole test run (each journey's hold is a booking write too; the limits themselves
  // are tested in the API integration tests).
  // The tests that fill a restaurant's day (support/fill-day.ts) open a booking session every
  // nine writes, so tokens too.
  RATE_LIMITS: 'form=1000/10m,form-email=100/1h,booking=1000/10m,card-token=1000/10m,token=1000/1m',
  // The Christmas-party tests book a date in next season whatever today is: up to 330 days on.
  BOOKING_HORIZON_DAYS: '400',
  // A table offered from the waitlist is held 30 s rather than 10 minutes, and lapsed offers are
  // looked for every 2 s, so e2e/waitlist.spec.ts sees an offer lapse and move on.
  WAITLIST_OFFER_SECONDS: '30',
  WAITLIST_SWEEP_SECONDS: '2',
  // A Tag Manager container served by a stand-in host that e2e/consent.spec.ts intercepts
  // (nothing listens there: no other test may load it). Built into the bundle: both the same.
  GTM_ID: 'GTM-TEST123',
  GTM_ORIGIN: 'http://127.0.0.1:3199',
};
