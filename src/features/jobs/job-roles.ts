import type { JobCategory, JobTypeGroup } from './jobs.types';

/**
 * A role preset of the job search, the last part of /careers/job-search/{role} (spec 1 §2, spec 2
 * §9 "roles for management, kitchen and bar"): it picks a category, or a job type group.
 */
export interface JobRole {
  slug: string;
  /** The role as visitors read it: 'Kitchen'. */
  label: string;
  /** The category it keeps, if it is one: kitchen is 'Back of House'. */
  category?: JobCategory;
  /** The job type group it keeps, if it is one: bar is 'Bar'. */
  jobTypeGroup?: JobTypeGroup;
  /** Offered as a quick link above the filters ('Kitchen roles'). */
  quickLink: boolean;
}

export const jobRoles = [
  { slug: 'management', label: 'Management', category: 'Management', quickLink: true },
  { slug: 'kitchen', label: 'Kitchen', category: 'Back of House', quickLink: true },
  { slug: 'bar', label: 'Bar', jobTypeGroup: 'Bar', quickLink: true },
  { slug: 'front-of-house', label: 'Front of house', category: 'Front of House', quickLink: false },
  { slug: 'head-office', label: 'Head office', category: 'Head Office', quickLink: false },
] as const satisfies readonly JobRole[];

export type JobRoleSlug = (typeof jobRoles)[number]['slug'];

/** The role of a slug of /careers/job-search/{role}, or undefined for anything else. */
export function jobRoleOf(slug: string): JobRole | undefined {
  return (jobRoles as readonly JobRole[]).find((role) => role.slug === slug);
}

/** The job search page of a role. */
export function jobRolePath(role: Pick<JobRole, 'slug'>): string {
  return `/careers/job-search/${role.slug}`;
}
