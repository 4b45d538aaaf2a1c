// The restaurants' fetcher is preloaded by the booking strip and the group enquiry, so it is in
// the first load of most pages (issue 31: home first-load JS <= 150 KB gzip). A schema module's
// `z.object(...)` runs when the module loads, so reaching one from here brings all of zod
// (28 KB gzip) into those pages: the fetcher and what it imports must load without zod.
jest.mock('zod', () => {
  throw new Error('zod was loaded by the restaurants fetcher');
});

it('loads, and reads a restaurant, without zod', async () => {
  const { fetchRestaurants } = await import('./fetch-restaurants');
  expect(typeof fetchRestaurants).toBe('function');
});
