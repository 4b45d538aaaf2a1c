import { getContentSource } from '@/lib/content/server';
import type { Database } from '@/lib/db';
import type { JobApplicationInput } from '../../jobs.schema';
import type { Job, JobQuestion } from '../../jobs.types';
import { seedJobs } from '../seed-jobs';
import { docxBytes, pdfBytes, resumeOf } from './cv-fixtures';

/** Seeds the vacancies of the content's restaurants, as `npm start` does. */
export async function seedTestJobs(db: Database): Promise<number> {
  return seedJobs(db, await getContentSource().getRestaurants());
}

/** An answer to every question of the job: the first option, or some text. */
export function answersFor(questions: readonly JobQuestion[]) {
  return questions.map((question) => ({
    id: question.id,
    answer: question.type === 'TEXT' ? 'Two weeks' : [question.options![0]!.id],
  }));
}

/** A complete, valid application for `job` from `email`, with a PDF (or .docx) CV. */
export function applicationFor(
  job: Job,
  email: string,
  { cv = 'pdf' }: { cv?: 'pdf' | 'docx' } = {},
): JobApplicationInput {
  return {
    jobId: job.jobId,
    email,
    firstName: 'Aoife',
    secondName: "O'Brien",
    telephone: '+44 7700 900123',
    resume: cv === 'pdf' ? resumeOf('Aoife CV.pdf', pdfBytes()) : resumeOf('cv.docx', docxBytes()),
    experience: [
      {
        employer: 'Trattoria Roma',
        jobTitle: 'Chef de Partie',
        fromMonth: 3,
        fromYear: 2019,
        toMonth: '',
        toYear: '',
        isCurrentRole: true,
      },
    ],
    questions: answersFor(job.questions),
  };
}
