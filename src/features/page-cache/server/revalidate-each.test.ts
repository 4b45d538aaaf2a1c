import { revalidateEach } from './revalidate-each';

describe('revalidateEach', () => {
  it('revalidates every page, a few at a time, and reports the ones that failed', async () => {
    let running = 0;
    let most = 0;
    const paths = Array.from({ length: 10 }, (_, i) => `/page-${i}`);
    const result = await revalidateEach(
      paths,
      async (path) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (path === '/page-3')
          throw new Error('Failed to revalidate /page-3: Invalid response 500');
      },
      3,
    );
    expect(most).toBe(3);
    expect(result.revalidated).toHaveLength(9);
    expect(result.failed).toEqual([
      { path: '/page-3', message: 'Failed to revalidate /page-3: Invalid response 500' },
    ]);
  });
});
