import { initialExperience, type ExperienceFormEntry, type ResumeUpload } from '../jobs.schema';
import { flagIsSet, type Job } from '../jobs.types';

/**
 * An answer as the form holds it: a radio's option id ('' until chosen), the ids of the ticked
 * boxes, or text. A question with a single box gives its id, or false when it is not ticked.
 */
export type FormAnswer = string | string[] | boolean | null;

/** The apply modal's fields as the browser holds them (spec 2 §3 "Work experience entry"). */
export interface ApplicationFormValues {
  email: string;
  firstName: string;
  secondName: string;
  telephone: string;
  /** The CV as read, or null before one is chosen (or when the chosen file was refused). */
  resume: ResumeUpload | null;
  /** Why the chosen file was refused before it was read (its type, its size, empty), or ''. */
  resumeProblem: string;
  experience: ExperienceFormEntry[];
  /** The answers, by the question's place in `job.questions` (an id may hold any character). */
  answers: FormAnswer[];
}

/** The fields of one work experience entry the applicant fills in. */
export const experienceKeys = [
  'employer',
  'jobTitle',
  'fromMonth',
  'fromYear',
  'isCurrentRole',
  'toMonth',
  'toYear',
] as const satisfies readonly (keyof ExperienceFormEntry)[];

/** An empty application (spec 2 §4: also what 'Clear form' leaves: one empty experience entry). */
export function emptyApplication(job: Pick<Job, 'questions'>): ApplicationFormValues {
  return {
    email: '',
    firstName: '',
    secondName: '',
    telephone: '',
    resume: null,
    resumeProblem: '',
    experience: initialExperience(),
    answers: job.questions.map((question) => (question.type === 'MULTIPLE_CHOICE' ? [] : '')),
  };
}

/** Every field of the form for `job` that can show an error, as react-hook-form names it. */
export function applicationFields(
  job: Pick<Job, 'cvRequired' | 'workExperienceRequired' | 'questions'>,
  values: Pick<ApplicationFormValues, 'experience'>,
): string[] {
  return [
    'email',
    'firstName',
    'secondName',
    'telephone',
    ...(flagIsSet(job.cvRequired) ? ['resume'] : []),
    ...(flagIsSet(job.workExperienceRequired)
      ? [
          'experience',
          ...values.experience.flatMap((_, index) =>
            experienceKeys.map((key) => `experience.${index}.${key}`),
          ),
        ]
      : []),
    ...job.questions.map((_, index) => `answers.${index}`),
  ];
}
