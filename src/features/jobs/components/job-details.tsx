import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Icon, Link } from '@/lib/ui';
import { flagIsSet, type Job } from '../jobs.types';
import { jobCopy } from '../messages';
import { jobTypeLabels } from '../utils/job-filters';
import { JobHeaderImage } from './job-header-image';
import styles from './job-search.module.scss';

// The form's code (react-hook-form, the schema) loads when a diner first opens it.
const ApplyModal = dynamic(() => import('./apply-modal').then((m) => m.ApplyModal), {
  ssr: false,
});

/** Where a job is, from the content: its restaurant's address and page (none when hidden). */
export interface JobPlace {
  title: string;
  path: string | null;
  address: string;
  postcode: string;
}

/**
 * A job's page (spec 2 §2 "Job detail"): its header image by category, what the role is, what
 * applying takes, where it is, and the Apply button that opens the apply modal.
 */
export function JobDetails({ job, place }: { job: Job; place: JobPlace | null }) {
  const [applying, setApplying] = useState(false);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    setApplying(true);
  };
  const needs = [
    jobCopy.needDetails,
    ...(flagIsSet(job.cvRequired) ? [jobCopy.needCv] : []),
    ...(flagIsSet(job.workExperienceRequired) ? [jobCopy.needExperience] : []),
    ...(job.questions.length > 0 ? [jobCopy.questions(job.questions.length)] : []),
  ];
  return (
    <article>
      <JobHeaderImage category={job.category} />
      <div className="container py-4 py-md-5">
        <p className="mb-3">
          <Link href="/careers/job-search">
            <Icon name="chevron-left" size={14} /> {jobCopy.backToSearch}
          </Link>
        </p>
        <header className="mb-4">
          <p className={`${styles.category} mb-1`}>{job.category}</p>
          <h1 className="display-5 fw-bold mb-2">{job.name}</h1>
          <p className={`${styles.restaurant} lead mb-2`}>
            <Icon name="geo-alt" className="text-body-secondary" />
            <span>{job.restaurant.title}</span>
          </p>
          <p className={styles.tags}>
            <span className={styles.tag}>{jobTypeLabels[job.jobType]}</span>
          </p>
        </header>
        {/* On a phone the Apply card comes first, under the title; beside the role from 992 px. */}
        <div className="row g-4 g-lg-5">
          <div className="col-lg-4 order-lg-2">
            <section aria-labelledby="job-where" className="card border-0 shadow-sm">
              <div className="card-body p-4">
                <h2 id="job-where" className="h5">
                  {jobCopy.where}
                </h2>
                <p className="mb-1 fw-semibold">{place?.title ?? job.restaurant.title}</p>
                {place && (
                  <p className="text-body-secondary">
                    {[place.address, place.postcode].filter(Boolean).join(', ')}
                  </p>
                )}
                {place?.path && (
                  <p>
                    <Link href={place.path}>{jobCopy.seeRestaurant}</Link>
                  </p>
                )}
                <button
                  type="button"
                  className="btn btn-primary btn-lg w-100"
                  aria-haspopup="dialog"
                  onClick={open}
                >
                  {jobCopy.apply}
                </button>
              </div>
            </section>
          </div>
          <div className="col-lg-8 order-lg-1">
            <h2 className="h4">{jobCopy.aboutRole}</h2>
            <p>{job.description}</p>
            <h2 className="h4 mt-4">{jobCopy.whatYouGet}</h2>
            <ul>
              {jobCopy.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
            <h2 className="h4 mt-4">{jobCopy.yourApplication}</h2>
            <p className="mb-1">{jobCopy.takesMinutes}</p>
            <ul>
              {needs.map((need) => (
                <li key={need}>{need}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {opened && <ApplyModal job={job} open={applying} onClose={() => setApplying(false)} />}
    </article>
  );
}
