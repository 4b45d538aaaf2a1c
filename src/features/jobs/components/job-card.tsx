import { Heading, Icon, Link } from '@/lib/ui';
import type { Job } from '../jobs.types';
import { jobTypeLabels } from '../utils/job-filters';
import styles from './job-search.module.scss';

/** How far a job is, after a location search: '2.3 miles away', '1 mile away'. */
export function distanceText(miles: number): string {
  return `${miles} ${miles === 1 ? 'mile' : 'miles'} away`;
}

/** One job of the results: its name links to its page; the whole card is the link's target. */
export function JobCard({ job }: { job: Job }) {
  return (
    <article className={styles.card}>
      <Heading depth={1} className={styles.jobTitle}>
        <Link href={`/careers/job/${encodeURIComponent(job.jobId)}`} className={styles.jobLink}>
          {job.name}
        </Link>
      </Heading>
      {/* Read after the name, shown above it. */}
      <p className={styles.category}>{job.category}</p>
      <p className={styles.restaurant}>
        <Icon name="geo-alt" className="text-body-secondary" />
        <span>{job.restaurant.title}</span>
      </p>
      <p className={styles.tags}>
        <span className={styles.tag}>{jobTypeLabels[job.jobType]}</span>
      </p>
      <div className={styles.cardFooter}>
        {job.distance !== null ? (
          <span className={styles.distance}>{distanceText(job.distance)}</span>
        ) : (
          <span />
        )}
        <span aria-hidden="true">
          View job <Icon name="arrow-right" />
        </span>
      </div>
    </article>
  );
}
