import { useEffect, useRef } from 'react';
import type { Job } from '../jobs.types';
import { JobCard } from './job-card';
import styles from './job-search.module.scss';

interface JobResultsProps {
  /** The jobs the search and filters keep, in order; null while the first fetch runs. */
  jobs: Job[] | null;
  /** How many of them show. */
  shown: number;
  /** The live status line: '248 jobs', '24 jobs near Leeds'... */
  status: string;
  /** Why no job could be fetched, with a way to try again. */
  loadError?: string;
  onRetry: () => void;
  onShowMore: () => void;
}

/** The results: the status line, the jobs as cards, and 'Show more jobs' while some are hidden. */
export function JobResults({
  jobs,
  shown,
  status,
  loadError,
  onRetry,
  onShowMore,
}: JobResultsProps) {
  const list = useRef<HTMLUListElement>(null);
  // After 'Show more jobs', focus moves to the first job it showed, so keyboard users go on there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.querySelectorAll('a')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [shown]);

  const visible = jobs?.slice(0, shown) ?? [];
  return (
    <>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {loadError && (
        <div className="alert alert-danger" role="alert">
          <p>{loadError}</p>
          <button type="button" className="btn btn-outline-danger" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {visible.length > 0 && (
        <ul className={styles.results} aria-label="Jobs" ref={list}>
          {visible.map((job) => (
            <li key={job.jobId}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      {jobs && jobs.length > shown && (
        <div className={styles.more}>
          <p className="small text-body-secondary mb-0">
            Showing {shown} of {jobs.length} jobs
          </p>
          <button
            type="button"
            className="btn btn-outline-primary btn-lg"
            onClick={() => {
              focusFrom.current = shown;
              onShowMore();
            }}
          >
            Show more jobs
          </button>
        </div>
      )}
    </>
  );
}
