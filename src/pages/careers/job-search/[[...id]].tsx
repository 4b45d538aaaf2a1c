import { jobRoleOf } from '@/features/jobs';
import { ContentPage, type ContentPageProps } from '@/templates';
import { getContentPageProps } from '@/templates/content-page/content-page.server';
import { cachedRoute } from '@/features/page-cache/server';
import { pageNotFound, renderOnFirstRequest } from '@/lib/pages';

/**
 * /careers/job-search and /careers/job-search/{role} (spec 1 §2): the content page at
 * /careers/job-search, whose job search tile presets the role (management, kitchen, bar,
 * front-of-house, head-office). Any other role, or more after it, is the 404 page. Other
 * /careers/{slug} pages are content pages of [id1]/[id2].
 */
export default function JobSearchRoute(props: ContentPageProps) {
  return <ContentPage {...props} />;
}

export const getStaticPaths = renderOnFirstRequest;

export const getStaticProps = cachedRoute<ContentPageProps>(
  '/careers/job-search/[[...id]]',
  async (context, content) => {
    const id = context.params?.id;
    const slugs = typeof id === 'string' ? [id] : (id ?? []);
    const known = slugs.length === 0 || (slugs.length === 1 && jobRoleOf(slugs[0]!) !== undefined);
    return known ? getContentPageProps(context, 'job-search', 'careers', content) : pageNotFound;
  },
);
