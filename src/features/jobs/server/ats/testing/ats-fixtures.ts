import type { Job } from '../../../jobs.types';

/** A job as the applicant-tracking system answers it (no distance). */
export function atsJob(jobId: string, overrides: Partial<Job> = {}): Omit<Job, 'distance'> {
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
    questions: [
      {
        id: 'right-to-work',
        type: 'YES_NO',
        is_mandatory: true,
        text: 'Do you have the right to work in the UK?',
        options: [
          { id: 'yes', label: 'Yes' },
          { id: 'no', label: 'No' },
        ],
      },
    ],
    restaurant: { storeId: '1017', title: 'Leeds Trinity' },
    description: 'Run a section of our open kitchen.',
    ...overrides,
  };
}
