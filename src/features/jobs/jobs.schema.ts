import { z } from 'zod';
import { currentTime, londonYear, monthNames } from '@/lib/clock';
import { flagIsSet, type JobQuestion } from './jobs.types';

/**
 * The job application (spec 2 §3 "Job application payload", §5 "Job application"): one schema,
 * checked by the apply modal in the browser and by POST /api/jobs/application on the server.
 * Whether a CV, work experience and answers are needed depends on the job, so the full schema is
 * `applicationSchemaFor(job)`; `applicationSchema` checks what needs no job. The spec words none
 * of these messages but code 15's; these say what to fix.
 */
export const jobsMessages = {
  enterFirstName: 'Please enter your first name.',
  enterSecondName: 'Please enter your second name.',
  nameTooLong: 'Your name can be at most 50 characters.',
  nameCharacters: 'Your name can only have letters, spaces and apostrophes.',
  enterEmail: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  enterTelephone: 'Please enter your telephone number.',
  telephoneInvalid:
    'Please enter a valid telephone number: 7 to 17 digits, dots or spaces, optionally starting with +.',
  resumeRequired: 'Please upload your CV.',
  resumeFormat: 'Your CV must be a PDF (.pdf) or Word (.docx) document.',
  resumeTooLarge: 'Your CV can be at most 5 MB.',
  resumeEmpty: 'Your CV file is empty.',
  experienceRequired: 'Please tell us about your work experience.',
  enterEmployer: 'Please enter the employer.',
  enterJobTitle: 'Please enter your job title.',
  textTooLong: 'This can be at most 100 characters.',
  chooseFromMonth: 'Please choose the month you started.',
  chooseFromYear: 'Please choose the year you started.',
  chooseToMonth: 'Please choose the month you finished.',
  chooseToYear: 'Please choose the year you finished.',
  dateOrder: 'The start date must be before the end date.',
  answerRequired: 'Please answer this question.',
  answerTooLong: 'Your answer can be at most 2,000 characters.',
  unknownOption: 'Please choose one of the options.',
  oneOption: 'Please choose one option.',
  unknownQuestion: 'This question is not asked for this job.',
  /** What the apply modal shows for a server message containing 'err=15' (spec 2 §8). */
  invalidFields:
    'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
  /** The job search's location permission message (spec 2 §8). */
  locationDenied: 'To search for jobs near you, please enable location services.',
  applied: 'Thank you for your application.',
} as const;

/** A CV at most 5 MB (spec 2 §9 and the issue), and its base64 length. */
export const maxResumeBytes = 5 * 1024 * 1024;
export const maxResumeBase64Length = Math.ceil(maxResumeBytes / 3) * 4;
/** The resume file types (spec 2 §9). */
export const resumeExtensions = ['.pdf', '.docx'] as const;
/** The start-year window of work experience (spec 2 §9). */
export const startYearWindow = 40;

// Each pattern also passes the empty string, which `min(1)` refuses with its own message.
const namePattern = /^(?:\p{L}[\p{L}\p{M} '’]*)?$/u;
/** Local part, @, domain, and a 2-3 letter ending (spec 2 §5). */
const emailPattern = /^(?:[^\s@]+@[^\s@]+\.[A-Za-z]{2,3})?$/;
/** An optional plus, then 7-17 digits, dots or spaces starting and ending with a digit. */
const telephonePattern = /^(?:\+?\d[\d. ]{5,15}\d)?$/;
/** Base64, optionally as a data URL (what FileReader.readAsDataURL gives). */
const base64Pattern = /^(data:[\w.+-]+\/[\w.+-]+;base64,)?[A-Za-z0-9+/]*={0,2}$/;

const personName = (enter: string) =>
  z
    .string({ error: enter })
    .trim()
    .min(1, enter)
    .max(50, jobsMessages.nameTooLong)
    .regex(namePattern, jobsMessages.nameCharacters);

/** True for a file name ending in .pdf or .docx, in any case. */
export function hasResumeExtension(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return resumeExtensions.some((extension) => lower.endsWith(extension));
}

/** True for a CV's bytes: the File chosen in the browser, or the file part the server received. */
function isFileBytes(value: unknown): value is Blob | Uint8Array {
  return value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob);
}
const byteSize = (bytes: Blob | Uint8Array) =>
  bytes instanceof Uint8Array ? bytes.byteLength : bytes.size;

/**
 * The CV: a .pdf or .docx by name (the server also checks its content), at most 5 MB. Its content
 * is the file itself when the form posts it as multipart/form-data (the site's own form), or
 * base64 in a JSON body (an API client, spec 2 §3 "Job application payload").
 */
export const resumeSchema = z.object({
  name: z
    .string({ error: jobsMessages.resumeRequired })
    .max(255, jobsMessages.resumeFormat)
    .refine(hasResumeExtension, jobsMessages.resumeFormat),
  contentType: z.string().max(200).default(''),
  content: z.union(
    [
      z
        .string()
        .min(1, jobsMessages.resumeEmpty)
        // A data URL's prefix is at most a hundred characters more.
        .max(maxResumeBase64Length + 100, jobsMessages.resumeTooLarge)
        .regex(base64Pattern, jobsMessages.resumeFormat),
      z
        .custom<Blob | Uint8Array>(isFileBytes)
        .refine((bytes) => byteSize(bytes) > 0, jobsMessages.resumeEmpty)
        .refine((bytes) => byteSize(bytes) <= maxResumeBytes, jobsMessages.resumeTooLarge),
    ],
    { error: jobsMessages.resumeRequired },
  ),
});
export type ResumeUpload = z.output<typeof resumeSchema>;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

/** A month 1-12 or a year, as the form's selects give it: a number or a numeric string. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{1,4}$/.test(value.trim())
        ? Number(value.trim())
        : blankToUndefined(value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(blankToUndefined, wholeNumber(message, min, max).optional());

/** The months, for the work experience selects. */
export const months = monthNames.map((name, index) => ({ value: index + 1, label: name }));

/** One work experience entry of the payload (spec 2 §3, §5). */
export const experienceEntrySchema = z
  .object({
    employer: z
      .string({ error: jobsMessages.enterEmployer })
      .trim()
      .min(1, jobsMessages.enterEmployer)
      .max(100, jobsMessages.textTooLong),
    jobTitle: z
      .string({ error: jobsMessages.enterJobTitle })
      .trim()
      .min(1, jobsMessages.enterJobTitle)
      .max(100, jobsMessages.textTooLong),
    fromMonth: wholeNumber(jobsMessages.chooseFromMonth, 1, 12),
    fromYear: wholeNumber(jobsMessages.chooseFromYear, 1900, 9999),
    toMonth: optionalWholeNumber(jobsMessages.chooseToMonth, 1, 12),
    toYear: optionalWholeNumber(jobsMessages.chooseToYear, 1900, 9999),
    isCurrentRole: z.boolean().default(false),
  })
  // Also when a field above was refused (no start month yet), so that one look names every field
  // of the entry: what is checked here may then be missing, hence the `typeof`s.
  .superRefine(
    (entry, ctx) => {
      const thisYear = londonYear(currentTime());
      const { fromMonth, fromYear, toMonth, toYear } = entry as Partial<
        Record<keyof typeof entry, unknown>
      >;
      if (typeof fromYear === 'number' && !startYears().includes(fromYear)) {
        ctx.addIssue({ code: 'custom', path: ['fromYear'], message: jobsMessages.chooseFromYear });
      }
      if (entry.isCurrentRole === true) return;
      if (toMonth === undefined) {
        ctx.addIssue({ code: 'custom', path: ['toMonth'], message: jobsMessages.chooseToMonth });
      }
      if (toYear === undefined || (typeof toYear === 'number' && toYear > thisYear)) {
        ctx.addIssue({ code: 'custom', path: ['toYear'], message: jobsMessages.chooseToYear });
      }
      if (
        typeof fromYear === 'number' &&
        typeof fromMonth === 'number' &&
        typeof toYear === 'number' &&
        typeof toMonth === 'number' &&
        !startsBeforeEnd(fromYear, fromMonth, toYear, toMonth)
      ) {
        ctx.addIssue({ code: 'custom', path: ['toYear'], message: jobsMessages.dateOrder });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  )
  // A current role has no end, whatever the form still held.
  .transform((entry) =>
    entry.isCurrentRole ? { ...entry, toMonth: undefined, toYear: undefined } : entry,
  );
export type ExperienceEntry = z.output<typeof experienceEntrySchema>;

/** Start strictly before end, by month (spec 2 §5: else a date error). */
export function startsBeforeEnd(
  fromYear: number,
  fromMonth: number,
  toYear: number,
  toMonth: number,
): boolean {
  return fromYear * 12 + fromMonth < toYear * 12 + toMonth;
}

/** An answer: a list of option ids, or text (spec 2 §3 "Job question"). */
export const questionAnswerSchema = z.object({
  id: z.string().trim().min(1).max(100),
  answer: z.union([
    z.string().max(2000, jobsMessages.answerTooLong),
    z.array(z.string().max(100)).max(50),
  ]),
});
export type QuestionAnswer = z.output<typeof questionAnswerSchema>;

/** What an application holds, checked without its job. */
export const applicationSchema = z.object({
  jobId: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,100}$/, 'Not one of our jobs.'),
  email: z
    .string({ error: jobsMessages.enterEmail })
    .trim()
    .min(1, jobsMessages.enterEmail)
    .max(254, jobsMessages.emailInvalid)
    .regex(emailPattern, jobsMessages.emailInvalid),
  firstName: personName(jobsMessages.enterFirstName),
  secondName: personName(jobsMessages.enterSecondName),
  telephone: z
    .string({ error: jobsMessages.enterTelephone })
    .trim()
    .min(1, jobsMessages.enterTelephone)
    .regex(telephonePattern, jobsMessages.telephoneInvalid),
  resume: resumeSchema.nullish(),
  experience: z.array(experienceEntrySchema).max(20).default([]),
  questions: z.array(questionAnswerSchema).max(50).default([]),
  recaptchaResponse: z.string().max(4096).optional(),
});
export type JobApplicationInput = z.input<typeof applicationSchema>;
export type JobApplication = z.output<typeof applicationSchema>;

/** What of a job decides what its application needs. */
export interface ApplicationRequirements {
  cvRequired: unknown;
  workExperienceRequired: unknown;
  questions: readonly JobQuestion[];
}

/** True when the answer says something: non-blank text, or at least one option. */
function isAnswered(answer: string | string[] | undefined): boolean {
  if (answer === undefined) return false;
  return typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0;
}

/** The problems of one answer to `question` (spec 2 §5 "mandatory questions"), if any. */
export function answerProblem(
  question: JobQuestion,
  answer: string | string[] | undefined,
): string | null {
  if (!isAnswered(answer)) return question.is_mandatory ? jobsMessages.answerRequired : null;
  if (question.type === 'TEXT') {
    return typeof answer === 'string' ? null : jobsMessages.answerRequired;
  }
  const chosen = typeof answer === 'string' ? [answer] : answer!;
  const ids = new Set((question.options ?? []).map((option) => option.id));
  if (!chosen.every((id) => ids.has(id))) return jobsMessages.unknownOption;
  if (question.type !== 'MULTIPLE_CHOICE' && chosen.length > 1) return jobsMessages.oneOption;
  return null;
}

/**
 * The application schema of one job: a CV when `cvRequired` is not false or 'False', at least one
 * work experience entry when `workExperienceRequired` is not, and every mandatory question
 * answered (an issue at `questions.{id}` for each). Answers to questions the job does not ask are
 * refused.
 */
export function applicationSchemaFor(job: ApplicationRequirements) {
  // Also when other fields were refused, so that one look names every field (the apply modal shows
  // them all at once, code 15 lists them all): the values may then be missing or malformed.
  return applicationSchema.superRefine(
    (application, ctx) => {
      const { resume, experience, questions } = application as Partial<
        Record<keyof typeof application, unknown>
      >;
      if (flagIsSet(job.cvRequired) && !resume) {
        ctx.addIssue({ code: 'custom', path: ['resume'], message: jobsMessages.resumeRequired });
      }
      if (
        flagIsSet(job.workExperienceRequired) &&
        Array.isArray(experience) &&
        experience.length === 0
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['experience'],
          message: jobsMessages.experienceRequired,
        });
      }
      // Answers the schema refused (not text, not a list of ids) already have their own issue.
      const given = (Array.isArray(questions) ? questions : []).filter(isAnswerEntry);
      const answers = new Map(given.map((entry) => [entry.id, entry.answer]));
      for (const question of job.questions) {
        const problem = answerProblem(question, answers.get(question.id));
        if (problem)
          ctx.addIssue({ code: 'custom', path: ['questions', question.id], message: problem });
      }
      const asked = new Set(job.questions.map((question) => question.id));
      for (const entry of given) {
        if (!asked.has(entry.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['questions', entry.id],
            message: jobsMessages.unknownQuestion,
          });
        }
      }
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An entry of `questions` shaped as the schema takes it, whatever else it got wrong. */
function isAnswerEntry(entry: unknown): entry is QuestionAnswer {
  if (!isRecord(entry) || typeof entry.id !== 'string') return false;
  const { answer } = entry;
  return (
    typeof answer === 'string' ||
    (Array.isArray(answer) && answer.every((id) => typeof id === 'string'))
  );
}

/* Work experience in the apply modal (spec 2 §4 "Work experience"): pure helpers over its state. */

/** A work experience entry as the form holds it: selects give '' until chosen. */
export interface ExperienceFormEntry {
  id: number;
  employer: string;
  jobTitle: string;
  fromMonth: number | '';
  fromYear: number | '';
  toMonth: number | '';
  toYear: number | '';
  isCurrentRole: boolean;
}

/** An empty entry. */
export function emptyExperience(id = 1): ExperienceFormEntry {
  return {
    id,
    employer: '',
    jobTitle: '',
    fromMonth: '',
    fromYear: '',
    toMonth: '',
    toYear: '',
    isCurrentRole: false,
  };
}

/** The form's starting (and reset) state: one empty entry. */
export function initialExperience(): ExperienceFormEntry[] {
  return [emptyExperience(1)];
}

/** Adds an empty entry whose id is the last id plus 1. */
export function addExperience(entries: readonly ExperienceFormEntry[]): ExperienceFormEntry[] {
  const last = entries.at(-1);
  return [...entries, emptyExperience(last ? last.id + 1 : 1)];
}

/** Removes the last entry, never going below one. */
export function removeLastExperience(
  entries: readonly ExperienceFormEntry[],
): ExperienceFormEntry[] {
  return entries.length > 1 ? entries.slice(0, -1) : [...entries];
}

/** Ticks or unticks 'current role': ticking clears the end month and year. */
export function setCurrentRole(
  entry: ExperienceFormEntry,
  isCurrentRole: boolean,
): ExperienceFormEntry {
  return isCurrentRole
    ? { ...entry, isCurrentRole, toMonth: '', toYear: '' }
    : { ...entry, isCurrentRole };
}

/** End dates are enabled once a start month and year exist and the role is not current. */
export function endDatesEnabled(entry: ExperienceFormEntry): boolean {
  return entry.fromMonth !== '' && entry.fromYear !== '' && !entry.isCurrentRole;
}

/** The start-year choices: the last 40 years, this year first. */
export function startYears(): number[] {
  const thisYear = londonYear(currentTime());
  return Array.from({ length: startYearWindow }, (_, index) => thisYear - index);
}

/** The end-year choices: from the chosen start year to this year (none before a start year). */
export function endYears(fromYear: number | ''): number[] {
  if (fromYear === '') return [];
  const thisYear = londonYear(currentTime());
  const years: number[] = [];
  for (let year = fromYear; year <= thisYear; year += 1) years.push(year);
  return years;
}
