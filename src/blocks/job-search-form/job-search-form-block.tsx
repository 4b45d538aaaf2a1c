import { useRouter } from 'next/router';
import { JobSearch, jobRoleOf } from '@/features/jobs';
import { Heading } from '@/lib/ui';
import type { JobSearchFormProps } from './job-search-form.schema';

/** The role of /careers/job-search/{role}: exactly one known slug after the page's path. */
function roleOf(id: string | string[] | undefined) {
  const slugs = typeof id === 'string' ? [id] : (id ?? []);
  return slugs.length === 1 ? jobRoleOf(slugs[0]!) : undefined;
}

/**
 * The job search tile (spec 2 §2 "Jobs list"): its title and subtitle, then the job search, preset
 * to the role of the page's address (/careers/job-search/{role}) when it has one.
 */
export function JobSearchFormBlock({ title, subtitle, siteId }: JobSearchFormProps) {
  const { query } = useRouter();
  return (
    <div className="container py-5">
      <div className="tile-text mb-4">
        <Heading className="mb-2">{title}</Heading>
        {subtitle && <p className="lead mb-0">{subtitle}</p>}
      </div>
      <JobSearch siteId={siteId} role={roleOf(query.id)} />
    </div>
  );
}
