import type { GetServerSideProps } from 'next';
import { JobPage, type JobPageProps } from '@/templates';
import { getJobPageProps } from '@/templates/job-page/job-page.server';

/** /careers/job/{id}: a job and its apply modal (spec 1 §2, spec 2 §2 "Jobs"). */
export default function JobRoute(props: JobPageProps) {
  return <JobPage {...props} />;
}

export const getServerSideProps: GetServerSideProps<JobPageProps> = getJobPageProps;
