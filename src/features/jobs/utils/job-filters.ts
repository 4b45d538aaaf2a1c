import type { JobRole } from '../job-roles';
import {
  jobTypeGroups,
  jobTypes,
  type Job,
  type JobCategory,
  type JobType,
  type JobTypeGroup,
} from '../jobs.types';

/**
 * The job search's filters (spec 2 §2, §4): job type, job title and role category. They apply in
 * the browser to the jobs fetched, at once.
 */
export interface JobFilters {
  /** The job types ticked: both by default (spec 2 §4). */
  jobTypes: readonly JobType[];
  /** '' for every title, a job's name, or `group:{group}` for every job of a job type group. */
  jobTitle: string;
  /** '' for every category. */
  category: JobCategory | '';
}

export const defaultJobFilters: JobFilters = { jobTypes, jobTitle: '', category: '' };

/** The job types as visitors read them. */
export const jobTypeLabels: Record<JobType, string> = {
  'full time': 'Full time',
  'part time': 'Part time',
};

/** The job type groups as visitors read them (the service's titles are its own shorthand). */
export const jobTypeGroupLabels: Record<JobTypeGroup, string> = {
  Bar: 'Bar',
  'foh team': 'Front of house team',
  'General Manager': 'General management',
  'foh support': 'Front of house support',
  'boh team': 'Kitchen team',
  'Head Chef': 'Head chef',
  'boh support': 'Kitchen support',
};

/** The job title filter's value for every job of a group. */
export function groupTitleValue(group: JobTypeGroup): string {
  return `group:${group}`;
}

export interface JobTitleChoices {
  group: JobTypeGroup;
  label: string;
  options: { value: string; label: string }[];
}

/**
 * The job title filter's choices, one group each: the group's job names, after a choice of the
 * whole group when it has more than one ('All bar jobs').
 */
export function jobTitleChoices(): JobTitleChoices[] {
  return (Object.keys(jobTypeGroups) as JobTypeGroup[]).map((group) => {
    const label = jobTypeGroupLabels[group];
    const names: readonly string[] = jobTypeGroups[group];
    const whole =
      names.length > 1
        ? [{ value: groupTitleValue(group), label: `All ${label.toLowerCase()} jobs` }]
        : [];
    return {
      group,
      label,
      options: [...whole, ...names.map((name) => ({ value: name, label: name }))],
    };
  });
}

/** The filters a role preset starts with: its category, or its group as the job title. */
export function filtersForRole(role?: JobRole): JobFilters {
  if (role?.category) return { ...defaultJobFilters, category: role.category };
  if (role?.jobTypeGroup) {
    return { ...defaultJobFilters, jobTitle: groupTitleValue(role.jobTypeGroup) };
  }
  return defaultJobFilters;
}

/** True when the filters keep every job of either type. */
export function isDefaultFilters(filters: JobFilters): boolean {
  return (
    filters.jobTitle === '' &&
    filters.category === '' &&
    jobTypes.every((type) => filters.jobTypes.includes(type))
  );
}

function titleMatches(job: Job, jobTitle: string): boolean {
  if (jobTitle === '') return true;
  if (jobTitle.startsWith('group:')) return job.jobTypeGroup === jobTitle.slice('group:'.length);
  return job.name === jobTitle;
}

/** The jobs the filters keep, in the order given. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return jobs.filter(
    (job) =>
      filters.jobTypes.includes(job.jobType) &&
      titleMatches(job, filters.jobTitle) &&
      (filters.category === '' || job.category === filters.category),
  );
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/**
 * The jobs in the order the search lists them: by restaurant, then job name; after a location
 * search (every job has a distance), nearest first.
 */
export function sortJobs(jobs: readonly Job[]): Job[] {
  const measured = jobs.length > 0 && jobs.every((job) => job.distance !== null);
  return [...jobs].sort(
    (a, b) =>
      (measured ? a.distance! - b.distance! : 0) ||
      byText(a.restaurant.title, b.restaurant.title) ||
      byText(a.name, b.name) ||
      byText(a.jobId, b.jobId),
  );
}
