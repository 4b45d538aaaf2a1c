/**
 * A vacancy as the jobs API answers it (spec 2 §3 "Job", "Job question"), whatever the provider:
 * browser-safe, read by the job search, the job page and the apply modal.
 */

export const jobCategories = [
  'Back of House',
  'Front of House',
  'Management',
  'Head Office',
] as const;
export type JobCategory = (typeof jobCategories)[number];

/** The header image of each category, at /images/jobs/{image}.jpg (spec 2 §2, §3). */
export const jobCategoryImages: Record<JobCategory, string> = {
  'Back of House': 'back-of-house',
  'Front of House': 'front-of-house',
  Management: 'management',
  'Head Office': 'quick-service',
};

export const jobTypes = ['full time', 'part time'] as const;
export type JobType = (typeof jobTypes)[number];

/** The job type groups of spec 2 §2 and the job names each holds. */
export const jobTypeGroups = {
  Bar: ['Bartender', 'Bar Supervisor', 'Barista'],
  'foh team': ['Waiter/Waitress', 'Host', 'Runner'],
  'General Manager': ['General Manager'],
  'foh support': ['Assistant Manager', 'Restaurant Supervisor', 'Operations Coordinator'],
  'boh team': ['Kitchen Porter', 'Commis Chef', 'Chef de Partie', 'Pizza Chef'],
  'Head Chef': ['Head Chef'],
  'boh support': ['Sous Chef', 'Junior Sous Chef', 'Kitchen Trainer'],
} as const satisfies Record<string, readonly string[]>;
export type JobTypeGroup = keyof typeof jobTypeGroups;

export const jobQuestionTypes = ['YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT'] as const;
export type JobQuestionType = (typeof jobQuestionTypes)[number];

/** An option of a choice question; its id is what an answer sends. */
export interface JobQuestionOption {
  id: string;
  label: string;
}

/** A question of a job: TEXT has no options; YES_NO has the options `yes` and `no`. */
export interface JobQuestion {
  id: string;
  type: JobQuestionType;
  is_mandatory: boolean;
  text: string;
  options?: JobQuestionOption[];
}

/** 'True' or 'False', as the jobs service has always written its flags (spec 2 §3). */
export type JobFlag = 'True' | 'False';

/** One vacancy (GET /api/jobs, GET /api/jobs/{jobId}). */
export interface Job {
  jobId: string;
  /** The job's name, e.g. 'Chef de Partie'. */
  name: string;
  /** The name unique to this vacancy, e.g. 'Chef de Partie - Tavola Leeds Headingley'. */
  positionUniqueName: string;
  category: JobCategory;
  jobType: JobType;
  jobTypeGroup: JobTypeGroup;
  cvRequired: JobFlag;
  workExperienceRequired: JobFlag;
  /** Where the job is: its restaurant's position. */
  location: { lat: number; lng: number };
  /** Miles from the searched point (GET /api/jobs with lat and lng), otherwise null. */
  distance: number | null;
  questions: JobQuestion[];
  restaurant: { storeId: string; title: string };
  description: string;
}

/** True for a flag that says yes: anything but false and 'False' (spec 2 §5 "resume"). */
export function flagIsSet(flag: unknown): boolean {
  return flag !== false && flag !== 'False';
}
