import type { Job, JobQuestion } from '../jobs.types';

/** One question of each kind, as a job's `questions` holds them (spec 2 §3 "Job question"). */
export const questionFixtures = {
  rightToWork: {
    id: 'right-to-work',
    type: 'YES_NO',
    is_mandatory: true,
    text: 'Do you have the right to work in the UK?',
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
  shifts: {
    id: 'shifts',
    type: 'SINGLE_CHOICE',
    is_mandatory: true,
    text: 'Which shifts suit you best?',
    options: [
      { id: 'days', label: 'Days' },
      { id: 'evenings', label: 'Evenings' },
      { id: 'either', label: 'Either' },
    ],
  },
  weekends: {
    id: 'weekends',
    type: 'MULTIPLE_CHOICE',
    is_mandatory: true,
    text: 'Which days of the weekend can you work?',
    options: [
      { id: 'sat', label: 'Saturday' },
      { id: 'sun', label: 'Sunday' },
    ],
  },
  noticePeriod: {
    id: 'notice-period',
    type: 'TEXT',
    is_mandatory: true,
    text: 'What is your notice period?',
  },
  whyUs: {
    id: 'why-us',
    type: 'TEXT',
    is_mandatory: false,
    text: 'Why would you like to work with us?',
  },
} satisfies Record<string, JobQuestion>;

/**
 * A vacancy as GET /api/jobs answers it, for tests: a Chef de Partie at Leeds Trinity that asks
 * for a CV, no work experience and whether the applicant may work in the UK; `overrides` replace
 * any of it.
 */
export function jobFixture(overrides: Partial<Job> = {}): Job {
  const jobId = overrides.jobId ?? '1017-chef-de-partie';
  return {
    jobId,
    name: 'Chef de Partie',
    positionUniqueName: `Chef de Partie - Leeds Trinity (${jobId})`,
    category: 'Back of House',
    jobType: 'full time',
    jobTypeGroup: 'boh team',
    cvRequired: 'True',
    workExperienceRequired: 'False',
    location: { lat: 53.7957, lng: -1.5452 },
    distance: null,
    questions: [questionFixtures.rightToWork],
    restaurant: { storeId: '1017', title: 'Leeds Trinity' },
    description: 'Run a section of our open kitchen.',
    ...overrides,
  };
}
