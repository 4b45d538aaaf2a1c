import type { GetStaticPropsContext } from 'next';
import { tagsOfPage } from '@/features/page-cache/server';
import { getDatabase, installDatabase, type DatabaseHandle } from '@/lib/db';
import { createTestDatabase } from '@/lib/db/testing/test-database';
import { getStaticProps } from '@/pages/careers/job-search/[[...id]]';

jest.mock('@/templates/content-page/content-page.server', () => ({
  getContentPageProps: jest.fn(async () => ({ props: { found: true } })),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pages = require('@/templates/content-page/content-page.server') as {
  getContentPageProps: jest.Mock;
};

let database: DatabaseHandle;
let restoreDatabase: () => void;
beforeAll(async () => {
  database = await createTestDatabase();
  restoreDatabase = installDatabase(database);
});
afterAll(async () => {
  restoreDatabase();
  await database.close();
});

// Which route serves which path is Next's to decide: e2e/jobs.spec.ts opens them in the browser.
describe('the job search route', () => {
  const context = (id?: string[]) =>
    ({ params: id === undefined ? {} : { id } }) as unknown as GetStaticPropsContext;

  it.each([
    [undefined],
    [['management']],
    [['kitchen']],
    [['bar']],
    [['front-of-house']],
    [['head-office']],
  ])('renders the content page /careers/job-search for %j', async (id) => {
    await expect(getStaticProps(context(id))).resolves.toEqual({
      props: {
        found: true,
        cacheTags: [expect.stringMatching(/^site-/), expect.stringMatching(/^page-/)],
      },
      revalidate: 60,
    });
    expect(pages.getContentPageProps).toHaveBeenLastCalledWith(
      expect.anything(),
      'job-search',
      'careers',
      expect.anything(),
    );
    const path = id ? `/careers/job-search/${id.join('/')}` : '/careers/job-search';
    expect(await tagsOfPage(getDatabase(), 'tavola', path)).toHaveLength(2);
  });

  it.each([[['chef']], [['Kitchen']], [['kitchen', 'bar']], [['']]])(
    'is the 404 page for %j',
    async (id) => {
      pages.getContentPageProps.mockClear();
      await expect(getStaticProps(context(id))).resolves.toEqual({
        notFound: true,
        revalidate: 60,
      });
      expect(pages.getContentPageProps).not.toHaveBeenCalled();
    },
  );
});
