import { JobDetails, type JobPlace } from '@/features/jobs';
import type { Job } from '@/features/jobs';
import { ErrorPage, PageHead, type Shell } from '@/features/shell';

export type JobPageProps =
  | { shell: Shell; notFound: string }
  | { shell: Shell; job: Job; restaurant: JobPlace | null; canonicalUrl: string };

/** /careers/job/{id}: a vacancy, where it is, and its Apply button (spec 2 §2 "Jobs"). */
export function JobPage(props: JobPageProps) {
  if ('notFound' in props) return <ErrorPage statusCode={404} message={props.notFound} />;
  const { shell, job, restaurant, canonicalUrl } = props;
  return (
    <>
      <PageHead
        title={`${job.name}, ${job.restaurant.title}`}
        siteName={shell.settings.siteName}
        description={job.description}
        canonicalUrl={canonicalUrl}
      />
      <JobDetails job={job} place={restaurant} />
    </>
  );
}
