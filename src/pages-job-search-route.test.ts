import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { GetStaticPropsContext } from 'next';
import { getSortedRoutes, isDynamicRoute } from 'next/dist/shared/lib/router/utils';
import { getRouteMatcher } from 'next/dist/shared/lib/router/utils/route-matcher';
import { getRouteRegex } from 'next/dist/shared/lib/router/utils/route-regex';
import { getStaticProps } from '@/pages/careers/job-search/[[...id]]';

jest.mock('@/registry/content-page.server', () => ({
  getContentPageProps: jest.fn(async () => ({ props: { found: true } })),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pages = require('@/registry/content-page.server') as {
  getContentPageProps: jest.Mock;
};

/** The page routes of src/pages, as Next.js names them ('/[id1]/[id2]'). */
const pagesDir = path.join(process.cwd(), 'src/pages');
const routes = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(`api${path.sep}`) && file !== 'api')
  .map(
    (file) => `/${file.replace(/\\/g, '/').replace(/\.tsx?$/, '')}`.replace(/\/index$/, '') || '/',
  )
  .filter((route) => !/^\/_(app|document|error)$/.test(route));

/** The route Next.js serves a path with: the first of its sorted routes that matches. */
function routeOf(pathname: string): string | undefined {
  if (routes.includes(pathname)) return pathname;
  return getSortedRoutes(routes)
    .filter((route) => isDynamicRoute(route))
    .find((route) => getRouteMatcher(getRouteRegex(route))(pathname) !== false);
}

describe('the job search route', () => {
  it.each([
    ['/careers/job-search', '/careers/job-search/[[...id]]'],
    ['/careers/job-search/kitchen', '/careers/job-search/[[...id]]'],
    ['/careers/job-search/kitchen/more', '/careers/job-search/[[...id]]'],
    ['/careers/benefits', '/[id1]/[id2]'],
    ['/careers/job-searching', '/[id1]/[id2]'],
    ['/careers', '/[id1]'],
    ['/about/job-search', '/[id1]/[id2]'],
  ])('serves %s with %s', (pathname, route) => {
    expect(routeOf(pathname)).toBe(route);
  });

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
      props: { found: true },
      revalidate: 60,
    });
    expect(pages.getContentPageProps).toHaveBeenLastCalledWith(
      expect.anything(),
      'job-search',
      'careers',
    );
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
