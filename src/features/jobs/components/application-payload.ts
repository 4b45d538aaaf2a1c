import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import {
  applicationSchemaFor,
  type JobApplicationInput,
  type QuestionAnswer,
} from '../jobs.schema';
import { flagIsSet, type Job, type JobQuestion } from '../jobs.types';
import {
  experienceKeys,
  type ApplicationFormValues,
  type FormAnswer,
} from './application-form-values';

type ApplyingJob = Pick<Job, 'jobId' | 'cvRequired' | 'workExperienceRequired' | 'questions'>;

/** What the form's answer says, as the API takes it; undefined when it says nothing. */
function answerOf(
  question: JobQuestion,
  answer: FormAnswer | undefined,
): QuestionAnswer['answer'] | undefined {
  if (question.type === 'TEXT') {
    return typeof answer === 'string' && answer.trim() !== '' ? answer : undefined;
  }
  const chosen = Array.isArray(answer)
    ? answer
    : typeof answer === 'string' && answer !== ''
      ? [answer]
      : [];
  return chosen.length > 0 ? chosen : undefined;
}

/**
 * The form's values as POST /api/jobs/application takes them (spec 2 §3 "Job application
 * payload"): the CV only when the job needs one, the work experience (without the form's ids) only
 * when it needs that, and `{ id, answer }` for every question answered: text as a string, a choice
 * as the list of its option ids.
 */
export function toApplicationPayload(
  job: ApplyingJob,
  values: ApplicationFormValues,
): JobApplicationInput {
  const questions = job.questions.flatMap((question, index) => {
    const answer = answerOf(question, values.answers[index]);
    return answer === undefined ? [] : [{ id: question.id, answer }];
  });
  return {
    jobId: job.jobId,
    email: values.email,
    firstName: values.firstName,
    secondName: values.secondName,
    telephone: values.telephone,
    ...(flagIsSet(job.cvRequired) ? { resume: values.resume } : {}),
    ...(flagIsSet(job.workExperienceRequired)
      ? { experience: values.experience.map(({ id: _id, ...entry }) => entry) }
      : {}),
    questions,
  };
}

const personalFields = new Set(['email', 'firstName', 'secondName', 'telephone']);
const isIndex = (part: string | undefined) => part !== undefined && /^\d+$/.test(part);

/**
 * The form field that shows an issue of the application schema or of the API (code 15 names
 * `field` as the dotted path): `resume.name` is the CV field, `questions.{id}` (or
 * `questions.{n}.answer`, the n-th answer of `payload`) is that question's answers; null for what
 * no field shows (the job id).
 */
export function formFieldOf(
  job: ApplyingJob,
  payload: JobApplicationInput,
  path: string,
): string | null {
  const [head, second, third] = path.split('.');
  if (head === undefined) return null;
  if (personalFields.has(head)) return second === undefined ? head : null;
  if (head === 'resume') return 'resume';
  if (head === 'experience') {
    const known = isIndex(second) && (experienceKeys as readonly string[]).includes(third ?? '');
    return known ? `experience.${second}.${third}` : 'experience';
  }
  if (head === 'questions' && second !== undefined) {
    const id =
      isIndex(second) && third !== undefined
        ? payload.questions?.[Number(second)]?.id
        : path.slice('questions.'.length);
    const index = job.questions.findIndex((question) => question.id === id);
    return index >= 0 ? `answers.${index}` : null;
  }
  return null;
}

/** The payload of the form's values, and the first problem of each field (none: it can be sent). */
export function checkApplication(
  job: ApplyingJob,
  values: ApplicationFormValues,
): { payload: JobApplicationInput; problems: Map<string, string> } {
  const payload = toApplicationPayload(job, values);
  const problems = new Map<string, string>();
  // A file refused before it was read says why, rather than 'Please upload your CV.'.
  if (flagIsSet(job.cvRequired) && values.resumeProblem)
    problems.set('resume', values.resumeProblem);
  const result = applicationSchemaFor(job).safeParse(payload);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = formFieldOf(job, payload, issue.path.join('.'));
    if (field && !problems.has(field)) problems.set(field, issue.message);
  }
  return { payload, problems };
}

/**
 * The apply form's resolver: the form's values checked by the very schema the API checks them
 * with (`applicationSchemaFor(job)`), each issue on the field that shows it. What it passes on to
 * the form's submit is the payload to send.
 */
export function applicationResolver(
  job: ApplyingJob,
): Resolver<ApplicationFormValues, unknown, JobApplicationInput> {
  return async (values, _context, options) => {
    const { payload, problems } = checkApplication(job, values);
    if (problems.size === 0) return { values: payload, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of problems) errors[field] = { type: 'validate', message };
    return {
      values: {},
      errors: toNestErrors(errors as FieldErrors, options) as FieldErrors<ApplicationFormValues>,
    };
  };
}
