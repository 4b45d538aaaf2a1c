import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { getJobsProvider, jobErrors } from '@/features/jobs/server';
import { loadShell } from '@/features/shell/server';
import { PageError } from '@/features/shell';
import { getConfig } from '@/lib/config';
import { contentMessages } from '@/lib/content';
import { getContentSource } from '@/lib/content/server';
import { getLogger } from '@/lib/log';
import { absoluteUrl, jsonProps, setPageHeaders } from '@/lib/pages';
import type { JobPageProps } from './job-page';

// A job id as the jobs API takes it: anything else is no job (and never reaches the provider).
const jobIdPattern = /^[\w.-]{1,100}$/;

/**
 * /careers/job/{id}: the job and where it is. `/careers/job` alone goes to the job search; an
 * unknown id (or more than one segment) is the 404 page; a jobs service that cannot answer is the
 * error page with code 12's message.
 */
export async function getJobPageProps(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<JobPageProps>> {
  const segments = ([] as string[]).concat(context.params?.id ?? []);
  if (segments.length === 0) {
    return { redirect: { destination: '/careers/job-search', permanent: false } };
  }
  const preview = context.draftMode ?? false;
  const content = getContentSource({ preview });
  const [id] = segments;
  const [shell, job] = await Promise.all([
    loadShell(content, { preview }),
    segments.length === 1 && jobIdPattern.test(id!)
      ? getJobsProvider()
          .getJob(id!)
          .catch((error: unknown) => {
            throw Object.assign(new PageError(502, jobErrors[12].message), { cause: error });
          })
      : Promise.resolve(null),
  ]);
  setPageHeaders(context.res, { preview });
  if (!job) {
    context.res.statusCode = 404;
    return { props: jsonProps({ shell, notFound: contentMessages.pageNotFound }) };
  }
  // Where the job is helps, but the job stands without it: a content failure here only logs.
  const restaurant = await content.getRestaurant(job.restaurant.storeId).catch((error: unknown) => {
    getLogger().warn({ err: error, jobId: job.jobId }, 'job page: restaurant not read');
    return null;
  });
  const path = `/careers/job/${encodeURIComponent(job.jobId)}`;
  return {
    props: jsonProps({
      shell,
      job,
      restaurant: restaurant
        ? {
            title: restaurant.title,
            path: restaurant.hideRestaurantDetailPage ? null : restaurant.path,
            address: [restaurant.addressLine1, restaurant.addressLine2, restaurant.addressCity]
              .filter(Boolean)
              .join(', '),
            postcode: restaurant.postcode,
          }
        : null,
      canonicalUrl: absoluteUrl(getConfig().SITE_URL, path),
    }),
  };
}
